import { describe, expect, it } from 'vitest';
import { COMING_STATUSES, ORDER_STATUSES, isUndelivered } from './vocabulary.ts';

describe('order statuses', () => {
  it('counts every status but delivered as still to come, so a new status is not forgotten there', () => {
    expect([...COMING_STATUSES].sort()).toEqual(ORDER_STATUSES.filter((s) => s !== 'delivered').sort());
  });

  it('treats only skipped and below-minimum weeks as undelivered', () => {
    expect(ORDER_STATUSES.filter(isUndelivered)).toEqual(['skipped', 'below_minimum']);
  });
});
