import type { DehydratedState } from '@tanstack/react-query';

/** The id of the inline JSON the server writes into the page (never executed, so no CSP exception). */
export const FIRST_STATE_ID = 'fp-first-state';

/**
 * What the server sends with the HTML so the page paints without a second round (decision 019):
 * the answers its first render used (session data, page data), the catalogues it showed, and
 * whether #root already holds the server-rendered page (hydrate) or is empty (render).
 */
export interface FirstState {
  rendered: boolean;
  queries: DehydratedState;
  /** Catalogues by `locale/namespace`. */
  messages: Record<string, Record<string, unknown>>;
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close it early. */
export function serializeFirstState(state: FirstState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server inlined, or undefined (development server, or an old cached page). */
export function readFirstState(doc: Document): FirstState | undefined {
  const element = doc.getElementById(FIRST_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as FirstState;
  } catch {
    return undefined;
  }
}
