// The editor page as its web tests render it: at its route in either language, with its words
// loaded, the API configured and the fake server closed after each test.
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render } from '@testing-library/react';
import type { Locale, Namespace } from '@fp/i18n';
import { configureApi } from '../../../lib/api.ts';
import { LocaleProvider, loadNamespace } from '../../../lib/i18n.tsx';
import { testQueryClient } from '../../../test/render-page.tsx';
import EditorPage from './EditorPage.tsx';

/** Order 101 in the editor; any other path is the account home. */
export function renderEditor({
  locale = 'en',
  client = testQueryClient(),
  fallback = null,
}: { locale?: Locale; client?: QueryClient; fallback?: ReactNode } = {}) {
  const path = locale === 'fr' ? '/fr/commandes/:id/editeur' : '/orders/:id/editor';
  const router = createMemoryRouter(
    [
      {
        path,
        handle: { name: 'order-editor', locale },
        element: (
          <LocaleProvider locale={locale}>
            <Suspense fallback={fallback}>
              <EditorPage />
            </Suspense>
          </LocaleProvider>
        ),
      },
      { path: '*', handle: { name: 'account', locale }, element: <main data-testid="account-home" /> },
    ],
    { initialEntries: [path.replace(':id', '101')] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/**
 * The hooks every editor test file needs: `namespaces` loaded in `locales` beforehand (those not
 * loaded are fetched as a first visit would), the API set up in English, `close` after each test.
 */
export function editorTestSetup(
  namespaces: readonly Namespace[],
  close: () => void,
  locales: readonly Locale[] = ['en'],
) {
  beforeAll(async () => {
    await Promise.all(locales.flatMap((l) => namespaces.map((ns) => loadNamespace(l, ns))));
  });
  beforeEach(() => {
    configureApi({ locale: () => 'en', navigate: vi.fn(), signInPath: () => '/clients/sign_in', message: (c) => c });
  });
  afterEach(() => {
    cleanup();
    close();
  });
}
