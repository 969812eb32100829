import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SOCIAL_CONTINUE_DELAY_MS } from '@fp/contracts';
import { Icon } from '../ui/Icon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLink } from '../../lib/locale.ts';
import { takeReturnTo } from '../../lib/return-to.ts';
import { useReloadSession, useSession } from '../../lib/session.ts';
import { sendGoogleIdToken } from './api/authenticate-google-id-token.ts';
import { useSocialProviders } from './api/get-social-providers.ts';
import { pushAnalyticsEvent, recordLead } from './social-api.ts';

/** Google's Identity Services script; the server adds its origin to the CSP only when one-tap is configured. */
const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/**
 * Google's one-tap prompt for visitors (session `showOneTap`, i.e. the one_tap flag, and
 * GOOGLE_ONE_TAP on the server). The ID token goes to authenticate_id_token; success records the
 * signup event and moves on like the redirect flow, failure shows "authentication failed".
 * Mounted once by the page shell.
 */
export function GoogleOneTap() {
  const { t, locale } = useTranslation('social');
  const { showOneTap } = useSession();
  const { data } = useSocialProviders();
  const clientId = showOneTap ? data?.oneTapClientId : null;
  const reloadSession = useReloadSession();
  const navigate = useNavigate();
  const link = useLink();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!clientId) return;
    const onCredential = async ({ credential }: { credential?: string }) => {
      const result = credential
        ? await sendGoogleIdToken(credential).catch(() => ({
            status: 'authentication_error' as const,
          }))
        : { status: 'authentication_error' as const };
      if (result.status === 'authentication_error') {
        setFailed(true);
        return;
      }
      pushAnalyticsEvent({ event: 'sign_up', method: 'google_oauth2', status: result.status });
      if (result.status === 'client_created') recordLead('google_oauth2');
      const target = takeReturnTo() ?? link('account');
      await Promise.all([reloadSession(), new Promise((r) => setTimeout(r, SOCIAL_CONTINUE_DELAY_MS))]);
      await navigate(target);
    };
    const script = document.createElement('script');
    script.src = `${GSI_SCRIPT}?hl=${locale}`;
    script.async = true;
    script.onload = () => {
      window.google?.accounts.id.initialize({ client_id: clientId, callback: (r) => void onCredential(r) });
      window.google?.accounts.id.prompt();
    };
    document.head.appendChild(script);
    return () => {
      window.google?.accounts.id.cancel();
      script.remove();
    };
  }, [clientId, locale, link, navigate, reloadSession]);

  if (!failed) return null;
  return (
    <div
      role="alert"
      className="fixed right-4 bottom-4 left-4 z-50 flex items-start gap-3 rounded-2xl bg-white p-4 shadow-lg tablet:left-auto tablet:max-w-sm"
    >
      <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-salmon-dark" />
      <p className="flex-1">{t('oneTap.failed')}</p>
      <button
        type="button"
        onClick={() => setFailed(false)}
        aria-label={t('error.close')}
        className="grid size-11 place-items-center rounded-full hover:bg-sage-light"
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
