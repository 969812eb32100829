import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../lib/i18n.tsx';
import { switchLocalePath } from '@fp/i18n';
import { buttonClass } from './ui/button-styles.ts';
import { saveLanguage } from '../api/set-language.ts';
import { useLocale } from '../lib/locale.ts';
import { useFlag, useReloadSession, useSession } from '../lib/session.ts';

/**
 * Switches to the same page in the other language, keeping parameters and query, and remembers
 * the choice (for a client, on the account: set_language with clientId, SPEC.md §7).
 */
export function useSwitchLanguage() {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const reloadSession = useReloadSession();
  return async () => {
    const target = locale === 'en' ? 'fr' : 'en';
    const path = switchLocalePath(location.pathname + location.search + location.hash, target);
    try {
      await saveLanguage({ language: target, ...(session.client ? { clientId: session.client.id } : {}) });
    } catch {
      // The page still switches; only the remembered choice is lost.
    }
    await navigate(path ?? (target === 'fr' ? '/fr/' : '/'));
    void reloadSession();
  };
}

/** The header's language button (also on the signup steps, which have no header); hidden while the flag is off. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const locale = useLocale();
  const enabled = useFlag('language_selector');
  if (!enabled) return null;
  return (
    <button
      type="button"
      onClick={() => void switchLanguage()}
      lang={locale === 'en' ? 'fr' : 'en'}
      aria-label={t('nav.switchLanguageLabel')}
      className={buttonClass('ghost')}
    >
      {t('nav.switchLanguage')}
    </button>
  );
}
