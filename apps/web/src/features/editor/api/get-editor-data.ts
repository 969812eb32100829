import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getEditorData, type EditorData, type EditorSaved } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const editorDataKeys = {
  all: endpointKey(getEditorData),
  order: (locale: Locale, orderId: number) => [...endpointKey(getEditorData), locale, orderId] as const,
};

export function fetchEditorData(orderId: number, signal?: AbortSignal) {
  return call(getEditorData, { orderId }, { signal });
}

export function editorDataQuery(locale: Locale, orderId: number) {
  return queryOptions({
    queryKey: editorDataKeys.order(locale, orderId),
    queryFn: ({ signal }) => fetchEditorData(orderId, signal),
    // Every answer opens a new edit session (the newest window wins): the editor asks once per
    // visit and only asks again on purpose (a stale version), never on a remount or a focus.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** One week's order in the editor: menu, saved cart, exact summary, pricing inputs and this window's edit session. */
export function useEditorData(locale: Locale, orderId: number) {
  return useQuery(editorDataQuery(locale, orderId));
}

/** A save's answer replaces the order, the cart and the summary of the cached editor data (same edit session). */
export function storeSaved(client: QueryClient, locale: Locale, saved: EditorSaved) {
  client.setQueryData<EditorData>(editorDataKeys.order(locale, saved.order.id), (old) =>
    old ? { ...old, order: saved.order, cart: saved.cart, summary: saved.summary } : old,
  );
}

/** Asks for the order again (a stale version): a new edit session, the server's cart and summary. */
export function reloadEditorData(client: QueryClient, locale: Locale, orderId: number) {
  return client.fetchQuery({ ...editorDataQuery(locale, orderId), staleTime: 0 });
}

/** `reloadEditorData` bound to the app's query cache, for the page. */
export function useReloadEditorData(locale: Locale) {
  const client = useQueryClient();
  return (orderId: number) => reloadEditorData(client, locale, orderId);
}
