import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditorSaved } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { storeSaved } from './get-editor-data.ts';
import { sendCustomization } from './update-customization.ts';
import { sendPairings } from './update-pairings.ts';
import { sendQuantities } from './update-quantity.ts';

export interface DraftSave {
  orderId: number;
  version: number;
  editSession: string;
  quantities: { productId: number; quantity: number }[];
  customizations: { productId: number; customizationKey: string | null }[];
  pairings: { recipeId: number; pairings: { productId: number; quantity: number }[] }[];
}

/**
 * Saves a draft: the quantities in one call, then each changed customisation and pairing set,
 * each call at the version the previous answer gave. The first refusal stops the rest (a stale
 * version, a moved session, a sold-out item); what was saved before it is in the cache already.
 */
export async function saveDraft(save: DraftSave, onSaved: (saved: EditorSaved) => void): Promise<EditorSaved | null> {
  const base = { orderId: save.orderId, editSession: save.editSession };
  let version = save.version;
  let last: EditorSaved | null = null;
  const keep = (saved: EditorSaved) => {
    version = saved.order.version;
    last = saved;
    onSaved(saved);
  };
  if (save.quantities.length > 0) keep(await sendQuantities({ ...base, version, items: save.quantities }));
  for (const c of save.customizations) keep(await sendCustomization({ ...base, version, ...c }));
  for (const p of save.pairings) keep(await sendPairings({ ...base, version, ...p }));
  return last;
}

/** The editor's "Save": the server's answers replace the cached order, cart and summary. */
export function useSaveDraft(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: DraftSave) => saveDraft(save, (saved) => storeSaved(client, locale, saved)),
  });
}
