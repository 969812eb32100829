import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import type { Locale, RouteName } from '@fp/i18n';
import { createQueryClient } from '../lib/query-client.ts';
import { SESSION_QUERY_KEY } from '../lib/session.ts';

/** A fresh query cache with the app's retry policy, retried at once so a test does not wait. */
export function testQueryClient() {
  return createQueryClient({ retryDelay: 0 });
}

/**
 * Renders one page or form of the app at its address, as the router shows it (route name and
 * language in the handle), with a fresh query cache that has the app's retry policy (retried at
 * once), and optionally a session already loaded.
 */
export function renderAtRoute({
  path,
  name,
  locale = 'en',
  session,
  children,
}: {
  path: string;
  name: RouteName;
  locale?: Locale;
  session?: unknown;
  children: ReactNode;
}) {
  const client = testQueryClient();
  if (session !== undefined) client.setQueryData(SESSION_QUERY_KEY, session);
  const router = createMemoryRouter(
    [
      {
        path,
        handle: { name, locale },
        element: (
          <QueryClientProvider client={client}>
            <Suspense fallback={null}>{children}</Suspense>
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { client, router };
}
