import { describe, expect, it } from 'vitest';
import { simulatedDoorTime } from './courier.ts';

const order = {
  id: 42,
  deliveryDate: '2026-11-30',
  province: 'qc' as const,
  windowStarts: '16:00',
  windowEnds: '21:00',
};
// 16:00 and 21:00 in Montréal on 2026-11-30 (UTC−5).
const starts = Date.parse('2026-11-30T21:00:00Z');
const ends = Date.parse('2026-12-01T02:00:00Z');

describe('the simulated courier at the door', () => {
  it('says it came within the window when it is looked at days later', () => {
    const door = simulatedDoorTime(order, new Date('2026-12-04T12:00:00Z')).getTime();
    expect(door).toBeGreaterThanOrEqual(starts);
    expect(door).toBeLessThan(ends);
  });

  it('never says a time later than now', () => {
    const now = new Date(starts + 5 * 60_000);
    expect(simulatedDoorTime(order, now).getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('comes at different minutes for different orders', () => {
    const later = new Date(ends + 86_400_000);
    const times = new Set([1, 2, 3, 4, 5].map((id) => simulatedDoorTime({ ...order, id }, later).getTime()));
    expect(times.size).toBeGreaterThan(1);
  });
});
