import { useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getEditorData, type EditorCategory, type EditorData, type EditorSaved } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';
import { withStock } from '../stock-overlay.ts';
import { useEditorMenu } from './get-editor-menu.ts';

/** What the page works from: the order's answer with the menu it names, live stock laid over. */
export type EditorView = EditorData & { categories: EditorCategory[] };

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

/**
 * One week's order in the editor: the order's answer (saved cart, exact summary, pricing inputs,
 * this window's edit session), then the menu it names (decision 039), merged. Pending until both
 * have come; an error in either is the page's error, and retrying asks again for what failed.
 */
export function useEditorData(locale: Locale, orderId: number) {
  const order = useQuery(editorDataQuery(locale, orderId));
  const menu = useEditorMenu(order.data?.menu);
  const data = useMemo<EditorView | undefined>(
    () =>
      order.data && menu.data
        ? { ...order.data, categories: withStock(menu.data.categories, order.data.stock) }
        : undefined,
    [order.data, menu.data],
  );
  if (order.isError || (menu.isError && !menu.data)) {
    const failed = order.isError ? order : menu;
    return { status: 'error', error: failed.error, refetch: () => void failed.refetch() } as const;
  }
  if (!data) return { status: 'pending' } as const;
  return { status: 'success', data } as const;
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
