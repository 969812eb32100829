/** Session storage keys shared with the sign-in page (SPEC.md §8). */
export const RETURN_TO_KEY = 'stored_location_before_login';
export const UNAUTHENTICATED_KEY = 'unauthenticated_access';

/** Remembers where to come back after signing in, and that the visitor was turned away. */
export function rememberReturnTo(path: string): void {
  try {
    window.sessionStorage.setItem(RETURN_TO_KEY, path);
    window.sessionStorage.setItem(UNAUTHENTICATED_KEY, '1');
  } catch {
    // Private browsing may refuse storage; signing in still works, only the return is lost.
  }
}

/** The remembered place (a same-site path), consumed once. */
export function takeReturnTo(): string | undefined {
  try {
    const path = window.sessionStorage.getItem(RETURN_TO_KEY) ?? undefined;
    window.sessionStorage.removeItem(RETURN_TO_KEY);
    window.sessionStorage.removeItem(UNAUTHENTICATED_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}
