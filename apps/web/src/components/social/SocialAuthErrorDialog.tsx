import { useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { SocialErrorReason, SocialProvider } from '@fp/contracts';
import { buttonClass } from '../ui/button-styles.ts';
import { CloseButton } from '../ui/CloseButton.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

export interface SocialAuthErrorDialogProps {
  provider: SocialProvider;
  /** 'settings': on a settings page, no close button (SPEC.md §2); the only way on is "go back". */
  variant: 'default' | 'settings';
  reason?: SocialErrorReason | undefined;
  /** Returns to the page the attempt started from, reloading it. */
  onGoBack: () => void;
  /** Default variant only. */
  onClose?: () => void;
}

/** SPEC.md §2 "Social auth error modal": a generic title, what happened, and a way back. */
export function SocialAuthErrorDialog({ provider, variant, reason, onGoBack, onClose }: SocialAuthErrorDialogProps) {
  const { t } = useTranslation('social');
  const describedBy = useId();
  const name = t(`providers.${provider}`);
  const closable = variant === 'default' && onClose !== undefined;
  return (
    <ModalOverlay
      isOpen
      isDismissable={closable}
      isKeyboardDismissDisabled={!closable}
      onOpenChange={(open) => !open && closable && onClose()}
      className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4"
    >
      <Modal className="w-full max-w-md">
        <Dialog
          role="alertdialog"
          aria-describedby={describedBy}
          className="relative flex flex-col gap-4 rounded-3xl bg-white p-6 outline-none tablet:p-8"
        >
          {closable && <CloseButton label={t('error.close')} onPress={onClose} />}
          <Heading slot="title" className="pr-10 text-2xl">
            {t('error.title')}
          </Heading>
          <div id={describedBy} className="flex flex-col gap-2">
            <p>
              {variant === 'settings'
                ? t('error.settingsBody', { provider: name })
                : t('error.body', { provider: name })}
            </p>
            {reason && reason !== 'failed' ? (
              <p>{t(`error.reasons.${reason}`, { provider: name })}</p>
            ) : (
              variant === 'settings' && <p className="text-ink-muted">{t('error.hint')}</p>
            )}
          </div>
          <button type="button" autoFocus onClick={onGoBack} className={buttonClass('primary', 'self-start')}>
            {t('error.goBack')}
          </button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
