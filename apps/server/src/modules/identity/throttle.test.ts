import { describe, expect, it } from 'vitest';
import { isSafeReturnPath } from '@fp/contracts';
import { locationAfterSignIn } from './return-location.ts';
import { accountWaitMs, backoffSeconds, ipWaitMs, waitForMessage } from './throttle.ts';

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 18, 0, s));

describe('sign-in back-off', () => {
  it('starts at the fifth failure and doubles up to 30 seconds', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 50].map(backoffSeconds)).toEqual([0, 0, 2, 4, 8, 16, 30, 30]);
  });

  it('waits from the latest failure, and an hour from the oldest once 100 failures are in the window', () => {
    expect(accountWaitMs({ count: 5, oldest: at(0), latest: at(10) }, at(11))).toBe(1000);
    expect(accountWaitMs({ count: 5, oldest: at(0), latest: at(10) }, at(12))).toBe(0);
    expect(accountWaitMs({ count: 100, oldest: at(0), latest: at(10) }, at(60))).toBe(3540_000);
    expect(ipWaitMs({ count: 29, oldest: at(0), latest: at(1) }, at(2))).toBe(0);
    expect(ipWaitMs({ count: 30, oldest: at(0), latest: at(1) }, at(60))).toBe(840_000);
  });

  it('says seconds under two minutes and whole minutes above', () => {
    expect(waitForMessage(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(waitForMessage(119_000)).toEqual({ unit: 'seconds', count: 119 });
    expect(waitForMessage(120_001)).toEqual({ unit: 'minutes', count: 3 });
  });
});

describe('return paths', () => {
  it('keeps only same-site relative paths', () => {
    for (const ok of ['/', '/account', '/fr/compte?x=1#top', '/settings/account'])
      expect(isSafeReturnPath(ok)).toBe(true);
    for (const bad of ['', 'account', '//evil.example', '/\\evil.example', 'https://evil.example', '/a\nb', 42, null]) {
      expect(isSafeReturnPath(bad)).toBe(false);
    }
  });

  it('prefers the requested path, then the stored one, then the account home in the language', () => {
    expect(locationAfterSignIn('/history', '/rewards', 'en')).toBe('/history');
    expect(locationAfterSignIn('//evil', '/rewards', 'en')).toBe('/rewards');
    expect(locationAfterSignIn(undefined, 'https://evil', 'fr')).toBe('/fr/compte');
  });
});
