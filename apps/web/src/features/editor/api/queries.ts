// The editor's data hooks, one file per endpoint; this index keeps the page's imports short.
export {
  editorDataKeys,
  editorDataQuery,
  fetchEditorData,
  reloadEditorData,
  storeSaved,
  useEditorData,
  useReloadEditorData,
  type EditorView,
} from './get-editor-data.ts';
export { editorMenuKeys, editorMenuQuery, useEditorMenu } from './get-editor-menu.ts';
export { saveDraft, useSaveDraft, type DraftSave } from './save-draft.ts';
export { useAvailability } from './get-availability.ts';
export { useGhostAddons, useGhostAddonStickers } from './get-ghost-addons.ts';
export { useLoyaltyBanner } from './get-loyalty-banner.ts';
export { useRecommendations, useRefreshRecommendations } from './get-recommendations.ts';
