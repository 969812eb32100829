import { describe, expect, it } from 'vitest';
import { isSafeReturnPath } from '@fp/contracts';
import { locationAfterSignIn } from './return-location.ts';
import { waitForMessage } from '../../http/throttle.ts';

describe('waits in words', () => {
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
