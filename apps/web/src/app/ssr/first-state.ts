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

/** An error a query ended with on the server, as JSON (an Error's message is not enumerable). */
export interface SerializedError {
  serializedError: true;
  name: string;
  message: string;
  status?: number;
  code?: string;
  fields?: Record<string, string>;
}

function errorsAsJson(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const extra = value as Error & { status?: number; code?: string; fields?: Record<string, string> };
  const out: SerializedError = { serializedError: true, name: value.name, message: value.message };
  if (extra.status !== undefined) out.status = extra.status;
  if (extra.code !== undefined) out.code = extra.code;
  if (extra.fields !== undefined) out.fields = extra.fields;
  return out;
}

export function isSerializedError(value: unknown): value is SerializedError {
  return typeof value === 'object' && value !== null && 'serializedError' in value;
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close it early. */
export function serializeFirstState(state: FirstState): string {
  return JSON.stringify(state, errorsAsJson)
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
