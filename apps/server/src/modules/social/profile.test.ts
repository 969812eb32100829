import { describe, expect, it } from 'vitest';
import { fallbackFirstName, profileFromClaims } from './profile.ts';

describe('profileFromClaims', () => {
  it('reads Google claims, lower-casing the e-mail', () => {
    expect(
      profileFromClaims('google_oauth2', {
        sub: '1234',
        email: 'Avery.Gagnon@Example.com',
        email_verified: true,
        given_name: 'Avery',
        family_name: 'Gagnon',
      }),
    ).toEqual({
      provider: 'google_oauth2',
      subject: '1234',
      email: 'avery.gagnon@example.com',
      emailVerified: true,
      firstName: 'Avery',
      lastName: 'Gagnon',
    });
  });

  it('accepts Apple\'s string "true" as verified, and nothing else', () => {
    expect(
      profileFromClaims('apple', { sub: 'a', email: 'x@privaterelay.appleid.com', email_verified: 'true' })
        .emailVerified,
    ).toBe(true);
    expect(
      profileFromClaims('apple', { sub: 'a', email: 'x@example.com', email_verified: 'false' }).emailVerified,
    ).toBe(false);
    expect(profileFromClaims('facebook', { sub: 'f', email: 'x@example.com' }).emailVerified).toBe(false);
    expect(profileFromClaims('google_oauth2', { sub: 'g', email_verified: true }).emailVerified).toBe(false);
  });

  it('splits a full name when no given name is there', () => {
    const p = profileFromClaims('facebook', { sub: 'f', name: 'Marie-Ève  de la Fontaine' });
    expect([p.firstName, p.lastName]).toEqual(['Marie-Ève', 'de la Fontaine']);
  });

  it("takes Apple's name from the posted user JSON, ignoring a malformed one", () => {
    const user = JSON.stringify({ name: { firstName: 'Élodie', lastName: 'Roy' } });
    expect(profileFromClaims('apple', { sub: 'a' }, user)).toMatchObject({ firstName: 'Élodie', lastName: 'Roy' });
    expect(profileFromClaims('apple', { sub: 'a' }, '{not json')).toMatchObject({ firstName: null, lastName: null });
    // Only Apple posts it; anyone else's would be a forgery.
    expect(profileFromClaims('google_oauth2', { sub: 'g' }, user)).toMatchObject({ firstName: null });
  });

  it('refuses claims without a subject', () => {
    expect(() => profileFromClaims('google_oauth2', { email: 'x@example.com' })).toThrow();
  });
});

describe('fallbackFirstName', () => {
  it('uses the first word of the address', () => {
    expect(fallbackFirstName('jean.tremblay42@example.com')).toBe('Jean');
    expect(fallbackFirstName('x1@example.com')).toBe('Client');
  });
});
