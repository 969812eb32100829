import { Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, mayReloadForChunkError, reloadOnceForChunkError } from '../lib/chunk-errors.ts';
import { LocaleProvider } from '../lib/i18n.tsx';
import { useLocale } from '../lib/locale.ts';
import NotFoundPage from './pages/NotFoundPage.tsx';
import { SomethingWentWrong } from './pages/SomethingWentWrong.tsx';

/** A page failed: a missing chunk reloads once; a 404 shows the not-found page; anything else the error page. */
export function PageError() {
  const error = useRouteError();
  const locale = useLocale();
  const [reloading] = useState(() => isChunkLoadError(error) && mayReloadForChunkError());
  useEffect(() => {
    if (reloading) reloadOnceForChunkError();
  }, [reloading]);
  if (reloading) return null;
  return (
    <LocaleProvider locale={locale}>
      <Suspense fallback={null}>
        {isRouteErrorResponse(error) && error.status === 404 ? (
          <NotFoundPage />
        ) : (
          <SomethingWentWrong locale={locale} />
        )}
      </Suspense>
    </LocaleProvider>
  );
}
