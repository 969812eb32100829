import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  SOCIAL_CONTINUE_DELAY_MS,
  SOCIAL_ERROR_REASONS,
  SOCIAL_INTENTS,
  SOCIAL_PROVIDERS,
  type SocialAuthStatus,
  type SocialErrorReason,
  type SocialIntent,
  type SocialProvider,
} from '@fp/contracts';
import { Spinner } from '../ui/Spinner.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { useLink } from '../../lib/locale.ts';
import { takeReturnTo } from '../../lib/return-to.ts';
import { useReloadSession } from '../../lib/session.ts';
import { SocialAuthErrorDialog } from './SocialAuthErrorDialog.tsx';
import { recordLead } from './social-api.ts';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** A same-site path only: never `//host`, a backslash or a control character (which can hide a scheme). */
function samePath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ? undefined : value;
}

interface Result {
  status: SocialAuthStatus;
  provider: SocialProvider;
  intent: SocialIntent;
  reason: SocialErrorReason | undefined;
  returnTo: string | undefined;
  from: string | undefined;
}

function readResult(params: URLSearchParams): Result {
  const status = oneOf(
    ['client_created', 'logged_in_by_provider', 'authentication_error'] as const,
    params.get('status'),
  );
  return {
    status: status ?? 'authentication_error',
    provider: oneOf(SOCIAL_PROVIDERS, params.get('provider')) ?? 'google_oauth2',
    intent: oneOf(SOCIAL_INTENTS, params.get('intent')) ?? 'signin',
    reason: oneOf(SOCIAL_ERROR_REASONS, params.get('reason')),
    returnTo: samePath(params.get('returnTo')),
    from: samePath(params.get('from')),
  };
}

/**
 * Where the server sends the browser after a provider round trip (SPEC.md §4): an error shows
 * the error modal; otherwise the session is reloaded, a new account records the lead event, and
 * after 1000 ms the browser goes to the return location, else the page saved before signing
 * in, else the account home.
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation('social');
  const link = useLink();
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const [params] = useSearchParams();
  const [result] = useState(() => readResult(params));
  const started = useRef(false);
  const failed = result.status === 'authentication_error';
  const fallback = result.intent === 'signin' ? link('sign-in') : link('settings-account');

  useEffect(() => {
    if (failed || started.current) return;
    started.current = true;
    if (result.status === 'client_created') recordLead(result.provider);
    const saved = takeReturnTo();
    const target = result.returnTo ?? saved ?? link('account');
    const wait = new Promise((resolve) => setTimeout(resolve, SOCIAL_CONTINUE_DELAY_MS));
    void Promise.all([reloadSession(), wait]).then(() => navigate(target, { replace: true }));
  }, [failed, result, link, navigate, reloadSession]);

  const message =
    result.intent === 'link'
      ? t('result.linked', { provider: t(`providers.${result.provider}`) })
      : result.intent === 'reauth'
        ? t('result.reauthenticated')
        : t(`result.${result.status === 'client_created' ? 'client_created' : 'logged_in_by_provider'}`);

  return (
    <div className="container-page flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl tablet:text-4xl">{t('titles.social-callback')}</h1>
      {failed ? (
        <SocialAuthErrorDialog
          provider={result.provider}
          variant={result.intent === 'signin' ? 'default' : 'settings'}
          reason={result.reason}
          onGoBack={() => window.location.assign(result.from ?? fallback)}
          onClose={() => void navigate(result.from ?? fallback, { replace: true })}
        />
      ) : (
        <>
          <p className="text-lg font-semibold text-kale">{message}</p>
          <Spinner label={t('result.continuing')} />
        </>
      )}
    </div>
  );
}
