import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useAccountPage } from '../api/queries.ts';
import { serverClock } from './server-clock.ts';

/** The account page's data in the page's language, with the server's clock for the countdowns. */
export function useAccountWeeks() {
  const { locale } = useTranslation('account');
  const page = useAccountPage(locale);
  const serverNow = page.data?.now;
  const clock = useMemo(
    () => (serverNow ? serverClock(serverNow, page.dataUpdatedAt) : null),
    [serverNow, page.dataUpdatedAt],
  );
  return { page, clock };
}
