import { ErrorState, LoadingState } from '../../../components/ui/PageStates.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useRouteParams } from '../../../lib/locale.ts';
import { useEditorData } from '../api/queries.ts';
import { Editor } from '../components/Editor.tsx';

/** /orders/{id}/editor (/fr/commandes/{id}/editeur): one week's order, no page shell, no scroll to top. */
export default function EditorPage() {
  const { locale } = useTranslation('editor', 'catalog', 'checkout');
  const orderId = Number(useRouteParams()['id']);
  const editor = useEditorData(locale, orderId);
  if (editor.status === 'pending') return <LoadingState />;
  if (editor.status === 'error') {
    return (
      <div className="container-page py-8">
        <ErrorState error={editor.error} onRetry={editor.refetch} />
      </div>
    );
  }
  // A new order (the next week's link) starts a new draft.
  return <Editor key={orderId} data={editor.data} />;
}
