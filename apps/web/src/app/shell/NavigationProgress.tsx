import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';
import { matchPath } from '@fp/i18n';
import { INSTANT_LOADING, LOADING_DELAY_MS } from '../page-modules.ts';

/**
 * While the next page loads, the current one stays; a progress bar appears at once for the home
 * and product pages and after 300 ms for the others, so quick navigations don't flash.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pendingKey = navigation.state === 'loading' ? (navigation.location?.key ?? null) : null;
  const target = navigation.location ? matchPath(navigation.location.pathname)?.name : undefined;
  const delay = target && INSTANT_LOADING.has(target) ? 0 : LOADING_DELAY_MS;
  // The bar is shown for one pending navigation once its delay has passed.
  const [shownFor, setShownFor] = useState<string | null>(null);
  const visible = pendingKey !== null && shownFor === pendingKey;

  useEffect(() => {
    if (pendingKey === null) return;
    const timer = window.setTimeout(() => setShownFor(pendingKey), delay);
    return () => window.clearTimeout(timer);
  }, [pendingKey, delay]);

  return (
    <div aria-live="polite" className="fixed inset-x-0 top-0 z-50">
      {visible && (
        <div role="progressbar" aria-label={t('loading')} className="h-1 w-full overflow-hidden bg-sage-light">
          <div className="h-full w-1/3 animate-pulse bg-kale" />
        </div>
      )}
    </div>
  );
}
