import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

/** Replaces the page's title once its data is known (a product's name, for example). */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (title) document.title = t('titles.format', { page: title });
  }, [t, title]);
}
