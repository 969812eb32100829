import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { href, matchPath, routeDefinition, type Locale } from '@fp/i18n';
import { createAppRouter } from './app/router.tsx';
import { configureApi } from './lib/api.ts';
import { isChunkLoadError, reloadOnceForChunkError } from './lib/chunk-errors.ts';
import { loadNamespace, translator } from './lib/i18n.tsx';
import './styles.css';

function localeOfPath(pathname: string): Locale {
  const match = matchPath(pathname);
  if (match) return match.locale;
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

// A new deployment can remove the chunk a page needs: reload once to get the new files.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
});

async function start() {
  await loadNamespace(localeOfPath(window.location.pathname), 'common');
  const router = createAppRouter();
  const currentLocale = () => localeOfPath(router.state.location.pathname);
  configureApi({
    locale: currentLocale,
    navigate: (to) => void router.navigate(to),
    // A staff session that expires on an admin page goes back to the staff sign-in.
    signInPath: () => {
      const match = matchPath(router.state.location.pathname);
      const staffPage = match !== undefined && routeDefinition(match.name).staffOnly === true;
      return href(staffPage ? 'admin-sign-in' : 'sign-in', currentLocale());
    },
    message: (code) => translator(currentLocale()).dynamic(`errors.${code}`),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
