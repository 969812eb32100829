import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { CloseButton } from '../../../components/ui/CloseButton.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * The editor's dialogs: a modal that keeps the focus inside, closes on Escape (and on a press
 * outside unless `dismissable` is off), and gives the focus back to what opened it (react-aria).
 * Its owner renders it only while open; the first heading with slot="title" names it.
 */
export function EditorDialog({
  onClose,
  children,
  wide = false,
  dismissable = true,
  label,
}: {
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  dismissable?: boolean;
  /** A name when the dialog has no title heading. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/60 p-3 tablet:items-center tablet:p-4"
    >
      <Modal className={`w-full ${wide ? 'max-w-3xl' : 'max-w-lg'}`}>
        <Dialog
          {...(label ? { 'aria-label': label } : {})}
          className="relative flex flex-col gap-4 rounded-3xl bg-white p-5 outline-none tablet:p-8"
        >
          {dismissable && <CloseButton label={t('close')} onPress={onClose} />}
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
