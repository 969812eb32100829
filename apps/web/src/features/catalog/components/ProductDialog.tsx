import { useId } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import { CloseButton } from '../../../components/ui/CloseButton.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLink } from '../../../lib/locale.ts';
import { useProductDetail } from '../api/queries.ts';
import { ProductDetails, UnavailableProduct } from './ProductDetails.tsx';

/**
 * A meal's details over the menu (react-aria: focus kept inside, Escape and the close button
 * close it, focus returns to the card). Loaded only when a visitor opens one.
 */
export default function ProductDialog({
  slug,
  name,
  onClose,
}: {
  slug: string;
  /** The meal's name from its card: the dialog is named after it while its details load. */
  name?: string | undefined;
  onClose: () => void;
}) {
  const { t, locale } = useTranslation('catalog');
  const link = useLink();
  const titleId = useId();
  const { data, isPending, isError } = useProductDetail(slug, locale);
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/60 p-0 tablet:p-6"
    >
      <Modal className="w-full max-w-5xl">
        <Dialog
          aria-labelledby={data ? titleId : undefined}
          aria-label={data ? undefined : (name ?? t('product.details'))}
          className="relative min-h-dvh bg-white p-5 outline-none tablet:min-h-0 tablet:rounded-3xl tablet:p-8"
        >
          <div className="mb-4 flex justify-end">
            <CloseButton label={t('product.close')} onPress={onClose} className="bg-cream hover:bg-sage-light" />
          </div>
          {isPending && <Spinner label={t('product.loading')} />}
          {isError && <UnavailableProduct headingLevel={2} />}
          {data && (
            <>
              <ProductDetails product={data} headingLevel={2} titleId={titleId} imagePriority />
              <p className="mt-8">
                <Link
                  to={link('product', { id: data.slug })}
                  className="font-semibold text-kale underline underline-offset-4"
                >
                  {t('product.openPage')}
                </Link>
              </p>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
