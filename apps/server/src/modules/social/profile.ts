import type { SocialProvider } from '@fp/contracts';

/** Who the provider says signed in, reduced to what an account needs. */
export interface ProviderProfile {
  provider: SocialProvider;
  /** The provider's stable id for the person (`sub`); e-mails change, this does not. */
  subject: string;
  email: string | null;
  /** Only a verified address may link to an existing account. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** Apple sends `email_verified` as the string "true"; others as a boolean. Absent means not verified. */
function verified(v: unknown): boolean {
  return v === true || v === 'true';
}

/** Apple posts the name once, on the first authorisation, as JSON beside the code. */
function appleName(user: string | undefined): { firstName: string | null; lastName: string | null } {
  if (!user) return { firstName: null, lastName: null };
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    return { firstName: text(parsed.name?.firstName), lastName: text(parsed.name?.lastName) };
  } catch {
    return { firstName: null, lastName: null };
  }
}

/** Reads an ID token's claims (already validated) into a profile. */
export function profileFromClaims(
  provider: SocialProvider,
  claims: Record<string, unknown>,
  appleUser?: string,
): ProviderProfile {
  const subject = text(claims.sub);
  if (!subject) throw new Error('ID token without a subject');
  const email = text(claims.email)?.toLowerCase() ?? null;
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  const full = text(claims.name);
  if (!firstName && full) {
    const [first, ...rest] = full.split(/\s+/);
    firstName = first ?? null;
    lastName ??= rest.join(' ') || null;
  }
  if (provider === 'apple' && !firstName) ({ firstName, lastName } = appleName(appleUser));
  return {
    provider,
    subject,
    email,
    emailVerified: email !== null && verified(claims.email_verified),
    firstName,
    lastName,
  };
}

/**
 * A first name for a new account when the provider gave none (Apple after the first time,
 * Facebook without the profile scope): the e-mail's local part, capitalised.
 */
export function fallbackFirstName(email: string): string {
  const local = email.split('@')[0] ?? '';
  const letters =
    local
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .split(' ')[0] ?? '';
  const name = letters.length >= 2 ? letters : 'Client';
  return name.charAt(0).toUpperCase() + name.slice(1);
}
