import { CloseButton } from '../../../components/ui/CloseButton.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * Why the last press could not add, seen wherever it happened (a card far from the cart, a
 * phone): at the bottom of the window, above the phone's cart bar, announced at once, closed by
 * its button or by the next step.
 */
export function RefusalToast({ text, onClose }: { text: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <div role="alert" className="flex justify-center px-3">
      {text && (
        <p className="pointer-events-auto mb-3 flex max-w-xl items-center gap-3 rounded-2xl border border-danger bg-salmon-light py-1 pr-1 pl-4 text-danger shadow-lg">
          <span>{text}</span>
          <CloseButton label={t('product.close')} onPress={onClose} className="hover:bg-white/60" />
        </p>
      )}
    </div>
  );
}
