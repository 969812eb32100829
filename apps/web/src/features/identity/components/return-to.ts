import { isSafeReturnPath } from '@fp/contracts/schemas';
import { RETURN_TO_KEY, takeReturnTo } from '../../../lib/return-to.ts';

/** Local key of the path saved by the re-authentication flow (SPEC.md §4). */
export const CLIENT_RETURN_TO_KEY = 'clientReturnTo';

/** Where to go after signing in, if the app saved a place (not consumed: a failed attempt keeps it). */
export function peekReturnTo(): string | undefined {
  try {
    const saved = window.sessionStorage.getItem(RETURN_TO_KEY) ?? window.localStorage.getItem(CLIENT_RETURN_TO_KEY);
    return isSafeReturnPath(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the saved places once signed in. */
export function clearReturnTo(): void {
  takeReturnTo();
  try {
    window.localStorage.removeItem(CLIENT_RETURN_TO_KEY);
  } catch {
    // Storage refused: nothing was saved either.
  }
}
