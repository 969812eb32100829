import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { SocialButtons } from '../../components/social/SocialButtons.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { CloseButton } from '../../components/ui/CloseButton.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ApiRedirect } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLink } from '../../lib/locale.ts';
import { useFlag } from '../../lib/session.ts';
import { useConfirmPassword } from './api/create-reauthentication.ts';
import { useReauthentication } from './api/new-reauthentication.ts';
import { useLogout } from './use-logout.ts';

/** SPEC.md §4: the page to come back to, kept where the sign-in page also looks for it. */
export const CLIENT_RETURN_TO_KEY = 'clientReturnTo';

function remember(path: string) {
  try {
    window.localStorage.setItem(CLIENT_RETURN_TO_KEY, path);
  } catch {
    // Storage refused: the dialog still works, only a detour through sign-in loses the way back.
  }
}

export function forgetReturnPath() {
  try {
    window.localStorage.removeItem(CLIENT_RETURN_TO_KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * The password re-verification dialog of SPEC.md §2: intro, error area, password, login button
 * inactive while empty, forgot-password link, linked providers (show_multilogin) and "not you?".
 * Escape or the close button leave for the account home; react-aria keeps the focus inside.
 */
export default function ReauthDialog({
  returnPath,
  onAuthenticated,
}: {
  returnPath: string;
  onAuthenticated: (url: string) => void;
}) {
  const { t } = useTranslation('settings');
  const link = useLink();
  const navigate = useNavigate();
  const logout = useLogout();
  const multilogin = useFlag('show_multilogin');
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const info = useReauthentication();
  const confirm = useConfirmPassword();

  useEffect(() => remember(returnPath), [returnPath]);

  const close = () => void navigate(link('account'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!info.data || password === '') return;
    setError(undefined);
    confirm.mutate(
      { email: info.data.email, password, url: returnPath },
      {
        onSuccess: ({ url }) => {
          forgetReturnPath();
          onAuthenticated(url);
        },
        onError: (err) => {
          if (err instanceof ApiRedirect) return;
          // SPEC.md §8: the server's error is shown as it is.
          setError(err.message);
          setPassword('');
          document.getElementById(`${id}-password`)?.focus();
        },
      },
    );
  };

  const providers = info.data?.providers ?? [];
  const hasPassword = info.data?.password !== false;

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && close()}
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink/60 p-4 tablet:items-center"
    >
      <Modal className="w-full max-w-md">
        <Dialog className="relative flex flex-col gap-4 rounded-3xl bg-white p-6 outline-none tablet:p-8">
          <CloseButton label={t('reauth.close')} onPress={close} />
          <Heading slot="title" className="pr-10 text-2xl">
            {t('reauth.title')}
          </Heading>
          <p>{hasPassword ? t('reauth.intro') : t('reauth.noPasswordIntro')}</p>
          <div
            id={`${id}-error`}
            role="alert"
            className={error ? 'rounded-lg bg-salmon-light px-4 py-3 text-danger' : ''}
          >
            {error}
          </div>
          {info.isPending && <Spinner label={t('reauth.checking')} />}
          {info.data && hasPassword && (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4">
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-password`} className="font-semibold">
                  {t('reauth.password')}
                </label>
                <input
                  id={`${id}-password`}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className="min-h-11 w-full rounded-lg border border-line px-3 py-2 focus:border-kale aria-[invalid=true]:border-danger"
                />
              </div>
              <button type="submit" disabled={password === '' || confirm.isPending} className={buttonClass('primary')}>
                {confirm.isPending ? t('reauth.submitting') : t('reauth.submit')}
              </button>
              <Link
                to={link('password-new')}
                className="self-start font-semibold text-kale underline underline-offset-4"
              >
                {t('reauth.forgot')}
              </Link>
            </form>
          )}
          {info.data && multilogin && providers.length > 0 && (
            <div className="flex flex-col gap-3">
              {hasPassword && <p className="text-sm text-ink-muted">{t('reauth.orWith')}</p>}
              <SocialButtons intent="reauth" providers={providers} returnTo={returnPath} />
            </div>
          )}
          {info.data && (
            <p className="border-t border-line pt-4 text-sm">
              {t('reauth.notYou', { email: info.data.email })}{' '}
              <button type="button" onClick={logout} className="font-semibold text-kale underline underline-offset-4">
                {t('reauth.logout')}
              </button>
            </p>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
