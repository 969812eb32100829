import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { CloseButton } from '../../../components/ui/CloseButton.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * The account's dialogs: a modal that keeps the focus inside, closes on Escape and on a press
 * outside, and gives the focus back to the button that opened it (react-aria). Its owner renders
 * it only while open.
 */
export function DialogFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/60 p-3 tablet:items-center tablet:p-4"
    >
      <Modal className="w-full max-w-lg">
        <Dialog className="relative flex flex-col gap-4 rounded-3xl bg-white p-5 outline-none tablet:p-8">
          <CloseButton label={t('close')} onPress={onClose} />
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
