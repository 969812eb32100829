import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEditorData, getEditorMenu } from '@fp/contracts';
import { configureApi } from '../../../lib/api.ts';
import { LocaleProvider, loadNamespace } from '../../../lib/i18n.tsx';
import { errorReply, type FakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/render-page.tsx';
import EditorPage from './EditorPage.tsx';
import { COOKIES, MENU_KEY, editorData, editorMenu, editorServer } from '../test-editor.ts';

// Decision 039: the page asks for the order, then for the menu it names, and shows them merged.

let server: FakeServer | undefined;

function renderEditor(client: QueryClient) {
  const router = createMemoryRouter(
    [
      {
        path: '/orders/:id/editor',
        handle: { name: 'order-editor', locale: 'en' },
        element: (
          <LocaleProvider locale="en">
            <Suspense fallback={null}>
              <EditorPage />
            </Suspense>
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: ['/orders/101/editor'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('button', { name }).closest('li')!;

beforeAll(async () => {
  await Promise.all(
    (['common', 'editor', 'catalog', 'checkout', 'marketSubscriptions'] as const).map((ns) => loadNamespace('en', ns)),
  );
});

beforeEach(() => {
  configureApi({ locale: () => 'en', navigate: vi.fn(), signInPath: () => '/clients/sign_in', message: (c) => c });
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('the editor’s menu apart', () => {
  it('shows the menu the order names with the order’s stock laid over it', async () => {
    const data = editorData();
    server = editorServer().on(getEditorData, {
      ...data,
      stock: [...data.stock, { productId: COOKIES.id, remaining: 0, soldOut: true, lowStock: false }],
    });
    renderEditor(testQueryClient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order for Sunday, November 29' })).toBeTruthy();
    expect(server.received(getEditorMenu)).toEqual([{ ...MENU_KEY, mealPriceCents: '1150' }]);
    // The menu says plenty of the loaf and cookies; the order's answer says two loaves left, no cookies.
    expect(within(card('Sourdough loaf')).getByText('Only 2 left')).toBeTruthy();
    expect(within(card('Oat cookies')).getByText('Sold out')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Maple-glazed salmon' })).toBeTruthy();
  });

  it('asks for the menu once across two opens of the editor that name the same menu', async () => {
    server = editorServer().on(getEditorData, editorData());
    const client = testQueryClient();
    const first = renderEditor(client);
    expect(await screen.findByText('Only 2 left')).toBeTruthy();
    first.unmount();
    // The order's answer is dropped once unused (each open is a new edit session).
    await new Promise((resolve) => setTimeout(resolve, 10));
    renderEditor(client);
    expect(await screen.findByText('Only 2 left')).toBeTruthy();
    // Each open asks for the order (a new edit session), the menu comes from the cache.
    await waitFor(() => expect(server!.received(getEditorData)).toHaveLength(2));
    expect(server.received(getEditorMenu)).toHaveLength(1);
  });

  it('shows the page’s error when the menu cannot be had, and asks for it again on retry', async () => {
    let fail = true;
    server = editorServer()
      .on(getEditorData, editorData())
      .on(getEditorMenu, (input) => {
        if (fail) return errorReply(404, 'not_found', 'This page does not exist.');
        expect(input).toEqual(MENU_KEY);
        return editorMenu();
      });
    renderEditor(testQueryClient());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Only 2 left')).toBeTruthy();
    expect(server.received(getEditorData)).toHaveLength(1);
  });
});
