import { isSafeReturnPath } from '@fp/contracts';
import { href, type Locale } from '@fp/i18n';

/** Session data key of the page saved before signing in (`sessions/stored_location_before_login`). */
export const STORED_LOCATION_KEY = 'storedLocationBeforeLogin';

/**
 * Where the browser goes after signing in: the page it asked for (clientReturnTo), else the
 * page saved on the session, else the account home in the page's language. Only same-site
 * paths are ever followed, so a crafted link cannot send someone elsewhere.
 */
export function locationAfterSignIn(requested: unknown, stored: unknown, locale: Locale): string {
  if (isSafeReturnPath(requested)) return requested;
  if (isSafeReturnPath(stored)) return stored;
  return href('account', locale);
}
