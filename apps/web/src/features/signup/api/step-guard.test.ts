import { describe, expect, it } from 'vitest';
import { mustLeave } from './step-guard.ts';

describe('the signup step guard', () => {
  it('sends a visitor who is behind to the missing step', () => {
    expect(mustLeave('registration', 'plans')).toBe(true);
    expect(mustLeave('payment', 'delivery')).toBe(true);
    expect(mustLeave('welcome', 'payment')).toBe(true);
  });

  it('sends a subscriber to the welcome page from every step', () => {
    for (const page of ['registration', 'delivery', 'payment'] as const) expect(mustLeave(page, 'welcome')).toBe(true);
    expect(mustLeave('welcome', 'welcome')).toBe(false);
  });

  it('lets a visitor stay on their step or go back to change the address, but not register twice', () => {
    expect(mustLeave('delivery', 'delivery')).toBe(false);
    expect(mustLeave('delivery', 'payment')).toBe(false);
    expect(mustLeave('registration', 'payment')).toBe(true);
  });
});
