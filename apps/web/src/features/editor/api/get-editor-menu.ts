import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getEditorMenu, type EditorMenuKey } from '@fp/contracts';
import { call } from '../../../lib/api.ts';
import { endpointKey } from '../../../lib/query-keys.ts';

export const editorMenuKeys = {
  all: endpointKey(getEditorMenu),
  menu: (key: EditorMenuKey) => [...endpointKey(getEditorMenu), key] as const,
};

/**
 * The week's menu a household's answer names (decision 039). Its key carries the menu's digest,
 * so an answer never goes stale: kept for as long as the tab lives and shared by every open of
 * the editor that names the same menu (the browser's HTTP cache keeps it between visits).
 */
export function editorMenuQuery(key: EditorMenuKey) {
  return queryOptions({
    queryKey: editorMenuKeys.menu(key),
    queryFn: ({ signal }) => call(getEditorMenu, key, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
    // Not inlined in the page the server sends: the browser's HTTP cache has it after the first visit.
    meta: { firstState: false },
  });
}

/**
 * The menu of `key` once known. A new key (the catalogue moved between two opens) keeps showing
 * the previous menu until its own arrives, so the editor and its draft stay on screen.
 */
export function useEditorMenu(key: EditorMenuKey | undefined) {
  const query = editorMenuQuery(key ?? ({} as EditorMenuKey));
  return useQuery({
    ...query,
    // Not a disabled query but no query at all until the key is known: the server's render asks
    // for every query its render made, and would ask for this one with no key.
    queryFn: key ? query.queryFn : skipToken,
    placeholderData: keepPreviousData,
  });
}
