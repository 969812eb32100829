import { useLocation } from 'react-router';
import type { SocialIntent, SocialProvider } from '@fp/contracts';
import { buttonClass } from '../ui/button-styles.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ProviderMark } from './ProviderMark.tsx';
import { useSocialProviders } from './api/get-social-providers.ts';
import { socialStartHref } from './social-api.ts';

export interface SocialButtonsProps {
  /** signin: sign in or sign up; link: add the provider to the signed-in account; reauth: confirm identity. */
  intent: SocialIntent;
  /** Only these providers (e.g. the linked ones in the re-authentication dialog); else every enabled one. */
  providers?: readonly SocialProvider[];
  /** Where to go after success; the result page otherwise uses the page saved before signing in. */
  returnTo?: string;
  className?: string;
}

/**
 * "Continue with Google / Facebook / Apple" (SPEC.md §2). Each is a link to the server, which
 * sends the browser to the provider; providers that are not configured are not shown.
 */
export function SocialButtons({ intent, providers, returnTo, className = '' }: SocialButtonsProps) {
  const { t, locale } = useTranslation('social');
  const location = useLocation();
  const { data } = useSocialProviders();
  const shown = (data?.enabled ?? []).filter((p) => !providers || providers.includes(p));
  if (shown.length === 0) return null;
  const from = location.pathname + location.search;
  return (
    <ul aria-label={t('buttons.groupLabel')} className={`flex flex-col gap-3 ${className}`}>
      {shown.map((provider) => (
        <li key={provider}>
          <a
            href={socialStartHref(provider, { intent, locale, from, ...(returnTo ? { returnTo } : {}) })}
            className={buttonClass('secondary', 'w-full')}
          >
            <ProviderMark provider={provider} />
            <span>{t(`buttons.${intent}`, { provider: t(`providers.${provider}`) })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
