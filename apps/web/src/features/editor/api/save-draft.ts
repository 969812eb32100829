import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditorSaved } from '@fp/contracts';
import { hasChanges, type DraftChanges } from '@fp/domain/order-draft';
import type { Locale } from '@fp/i18n';
import { storeSaved } from './get-editor-data.ts';
import { sendQuantities } from './update-quantity.ts';

export interface DraftSave {
  orderId: number;
  version: number;
  editSession: string;
  /** `draftChanges()` of the draft against the saved cart. */
  changes: DraftChanges;
}

/**
 * Saves a draft in one request (decision 046): the changed quantities, customisations and
 * pairings together, at the version the editor read; the answer is the new version, cart and summary.
 */
export async function saveDraft(save: DraftSave, onSaved: (saved: EditorSaved) => void): Promise<EditorSaved | null> {
  if (!hasChanges(save.changes)) return null;
  const saved = await sendQuantities({
    orderId: save.orderId,
    version: save.version,
    editSession: save.editSession,
    ...save.changes,
  });
  onSaved(saved);
  return saved;
}

/** The editor's "Save": the server's answers replace the cached order, cart and summary. */
export function useSaveDraft(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: DraftSave) => saveDraft(save, (saved) => storeSaved(client, locale, saved)),
  });
}
