import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { SOCIAL_PROVIDERS, type SettingsAccount, type SocialProvider } from '@fp/contracts';
import { SocialButtons } from '../../../components/social/SocialButtons.tsx';
import { useSocialProviders } from '../../../components/social/api/get-social-providers.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ApiRedirect } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useRemoveProvider } from '../api/queries.ts';
import { Notice, Section } from './form-parts.tsx';

/** Linked social accounts: unlink (refused by the server until a password is set) and link others. */
export function LinkedAccountsSection({ account }: { account: SettingsAccount }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const location = useLocation();
  const remove = useRemoveProvider();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const name = (p: SocialProvider) => t(`account.providers.names.${p}`);
  const configured = useSocialProviders().data?.enabled ?? [];
  const notLinked = SOCIAL_PROVIDERS.filter((p) => !account.providers.includes(p) && configured.includes(p));

  const unlink = (provider: SocialProvider) => {
    setResult(undefined);
    remove.mutate(provider, {
      onSuccess: () =>
        setResult({ tone: 'success', text: t('account.providers.removed', { provider: name(provider) }) }),
      onError: (error) => {
        if (!(error instanceof ApiRedirect)) setResult({ tone: 'error', text: error.message });
      },
    });
  };

  return (
    <Section id={`${id}-title`} title={t('account.providers.title')}>
      <p className="text-ink-muted">{t('account.providers.intro')}</p>
      {account.providers.length === 0 ? (
        <p>{t('account.providers.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {account.providers.map((provider) => (
            <li
              key={provider}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream px-4 py-3"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{name(provider)}</span>
                <span className="rounded-full bg-sage-light px-2 py-0.5 text-sm">{t('account.providers.linked')}</span>
              </span>
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => unlink(provider)}
                className={buttonClass('secondary')}
              >
                {remove.isPending && remove.variables === provider
                  ? t('account.providers.removing')
                  : t('account.providers.remove', { provider: name(provider) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!account.hasPassword && account.providers.length > 0 && (
        <p className="text-sm text-ink-muted">{t('account.providers.needPassword')}</p>
      )}
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      {notLinked.length > 0 && (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg">{t('account.providers.link')}</h3>
          <SocialButtons
            intent="link"
            providers={notLinked}
            returnTo={location.pathname + location.search}
            className="tablet:max-w-sm"
          />
        </div>
      )}
    </Section>
  );
}
