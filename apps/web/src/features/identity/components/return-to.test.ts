import { afterEach, describe, expect, it } from 'vitest';
import { RETURN_TO_KEY } from '../../../lib/return-to.ts';
import { CLIENT_RETURN_TO_KEY, clearReturnTo, peekReturnTo } from './return-to.ts';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the place to return to after signing in', () => {
  it('prefers the page the app was turned away from, then the re-authentication path', () => {
    expect(peekReturnTo()).toBeUndefined();
    window.localStorage.setItem(CLIENT_RETURN_TO_KEY, '/settings/account');
    expect(peekReturnTo()).toBe('/settings/account');
    window.sessionStorage.setItem(RETURN_TO_KEY, '/rewards_v2?tab=history');
    expect(peekReturnTo()).toBe('/rewards_v2?tab=history');
    // Peeking does not spend it: a failed attempt keeps the place.
    expect(peekReturnTo()).toBe('/rewards_v2?tab=history');
  });

  it('never returns an address outside the site', () => {
    for (const bad of ['//evil.example', 'https://evil.example/', '/\\evil.example', 'account']) {
      window.sessionStorage.setItem(RETURN_TO_KEY, bad);
      expect(peekReturnTo()).toBeUndefined();
    }
  });

  it('forgets both places once signed in', () => {
    window.sessionStorage.setItem(RETURN_TO_KEY, '/history');
    window.localStorage.setItem(CLIENT_RETURN_TO_KEY, '/settings/account');
    clearReturnTo();
    expect(peekReturnTo()).toBeUndefined();
  });
});
