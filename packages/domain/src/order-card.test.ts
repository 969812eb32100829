import { describe, expect, it } from 'vitest';
import { lateAdditionsCloseAt, orderCardActions, orderCardState } from './order-card.ts';

const zone = 'America/Toronto';
const cutoffAt = new Date('2026-11-25T04:59:59Z'); // Tuesday 23:59:59 in Toronto
const base = { skippedBy: null, cutoffAt, deliveryDate: '2026-11-29', timeZone: zone };
const before = new Date('2026-11-25T04:00:00Z');
const after = new Date('2026-11-25T05:00:00Z');

describe('orderCardState', () => {
  it('is editable before the cutoff and locked from the cutoff instant, even before the cutoff job ran', () => {
    expect(orderCardState({ ...base, status: 'upcoming', now: before })).toBe('editable');
    expect(orderCardState({ ...base, status: 'upcoming', now: after })).toBe('locked');
  });

  it('tells a week the household skipped from one the pause skipped', () => {
    expect(orderCardState({ ...base, status: 'skipped', now: before })).toBe('skipped');
    expect(orderCardState({ ...base, status: 'skipped', skippedBy: 'pause', now: before })).toBe('paused');
  });

  it('takes late additions on a billed order until the start of the day before delivery, in the region’s time', () => {
    const closes = lateAdditionsCloseAt('2026-11-29', zone);
    expect(closes.toISOString()).toBe('2026-11-28T05:00:00.000Z');
    expect(orderCardState({ ...base, status: 'billed', now: new Date(closes.getTime() - 1) })).toBe('late_addition');
    expect(orderCardState({ ...base, status: 'billed', now: closes })).toBe('locked');
  });

  it('shows the courier’s and the billing’s states as they are', () => {
    for (const status of ['failed', 'below_minimum', 'out_for_delivery', 'delivered'] as const) {
      expect(orderCardState({ ...base, status, now: after })).toBe(status);
    }
  });
});

describe('orderCardActions', () => {
  it('offers skip, change and edit only before the cutoff of an active plan', () => {
    expect(orderCardActions('editable', { cutoffAt, now: before }, 'active')).toMatchObject({
      skip: true,
      changeDelivery: true,
      editItems: true,
      unskip: false,
    });
    expect(orderCardActions('skipped', { cutoffAt, now: before }, 'active')).toMatchObject({
      unskip: true,
      skip: false,
    });
    expect(orderCardActions('skipped', { cutoffAt, now: after }, 'active').unskip).toBe(false);
    expect(orderCardActions('editable', { cutoffAt, now: before }, 'paused').skip).toBe(false);
    expect(orderCardActions('late_addition', { cutoffAt, now: after }, 'active')).toMatchObject({
      addItems: true,
      editItems: false,
    });
    expect(orderCardActions('failed', { cutoffAt, now: after }, 'active').fixPayment).toBe(true);
    expect(orderCardActions('failed', { cutoffAt, now: after }, 'active').confirmPayment).toBe(false);
    const held = { cutoffAt, now: after, failureCode: 'authentication_required' };
    expect(orderCardActions('failed', held, 'active').confirmPayment).toBe(true);
  });
});
