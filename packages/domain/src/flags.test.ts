import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flagBucket, isFlagEnabled, type FlagGates } from './flags.ts';

const off: FlagGates = { enabled: false, percentageOfActors: null, clientIds: [] };

describe('feature flag evaluation', () => {
  it('is off for an unknown flag and on for everyone with the boolean gate', () => {
    expect(isFlagEnabled('x', undefined, { clientId: 1 })).toBe(false);
    expect(isFlagEnabled('x', { ...off, enabled: true }, {})).toBe(true);
  });

  it('turns on for listed clients only', () => {
    const gates = { ...off, clientIds: [7] };
    expect(isFlagEnabled('x', gates, { clientId: 7 })).toBe(true);
    expect(isFlagEnabled('x', gates, { clientId: 8 })).toBe(false);
    expect(isFlagEnabled('x', gates, { actorKey: 'visitor' })).toBe(false);
  });

  it('gives a percentage gate to a stable, proportional share of actors', () => {
    const gates = { ...off, percentageOfActors: 30 };
    const on = Array.from({ length: 5000 }, (_, i) => isFlagEnabled('beta', gates, { clientId: i })).filter(
      Boolean,
    ).length;
    expect(on / 5000).toBeGreaterThan(0.27);
    expect(on / 5000).toBeLessThan(0.33);
    expect(isFlagEnabled('beta', gates, { clientId: 42 })).toBe(isFlagEnabled('beta', gates, { clientId: 42 }));
    expect(isFlagEnabled('beta', { ...off, percentageOfActors: 0 }, { clientId: 1 })).toBe(false);
    expect(isFlagEnabled('beta', gates, {})).toBe(false);
  });

  it('keeps every actor in a bucket from 0 to 99, and 100% means everyone', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (flag, actor) => {
        const b = flagBucket(flag, actor);
        return (
          Number.isInteger(b) &&
          b >= 0 &&
          b < 100 &&
          isFlagEnabled(flag, { ...off, percentageOfActors: 100 }, { actorKey: actor })
        );
      }),
    );
  });
});
