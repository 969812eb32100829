import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getActiveSubscriptions, getEditorData, getProductModalData } from '@fp/contracts';
import { configureApi } from '../../../lib/api.ts';
import { LocaleProvider, loadNamespace } from '../../../lib/i18n.tsx';
import type { FakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/render-page.tsx';
import EditorPage from './EditorPage.tsx';
import { SALMON_DETAIL, editorData, editorServer } from '../test-editor.ts';

// The market subscription's words are not loaded beforehand here, as in a browser's first visit:
// opening a market item's dialog loads them while the editor stays on screen.
let server: FakeServer | undefined;

function renderEditor() {
  const router = createMemoryRouter(
    [
      {
        path: '/orders/:id/editor',
        handle: { name: 'order-editor', locale: 'en' },
        element: (
          <LocaleProvider locale="en">
            <Suspense fallback={<p>page loading</p>}>
              <EditorPage />
            </Suspense>
          </LocaleProvider>
        ),
      },
    ],
    { initialEntries: ['/orders/101/editor'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await Promise.all(
    (['common', 'editor', 'catalog', 'checkout', 'payNow'] as const).map((ns) => loadNamespace('en', ns)),
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

describe('the editor’s dialogs and the focus', () => {
  it('keeps the editor on screen and gives the focus back to the card, after Escape or the close button', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(getProductModalData, SALMON_DETAIL)
      .on(getActiveSubscriptions, {
        subscriptions: [],
        startDates: [{ date: '2026-11-29', label: 'Sunday, November 29' }],
        offer: { unitPriceCents: 700, perQuantity: [{ quantity: 1, subtotalCents: 700, taxes: [] }] },
      });
    renderEditor();
    const user = userEvent.setup();
    for (const [name, part] of [
      ['Sourdough loaf', 'Get it in every delivery'],
      ['Maple-glazed salmon', 'Ingredients'],
    ] as const) {
      const opener = await screen.findByRole('button', { name });
      opener.focus();
      await user.keyboard('{Enter}');
      const shown = await screen.findByRole('dialog', { name });
      await waitFor(() => expect(shown.contains(document.activeElement)).toBe(true));
      const dialog = within(shown);
      // The page under the dialog never gave way to a loading screen.
      expect(screen.queryByText('page loading')).toBeNull();
      await dialog.findByRole('heading', { name: part });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));

      await user.keyboard('{Enter}');
      const again = within(await screen.findByRole('dialog', { name }));
      await user.click(again.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });

  it('gives the focus back to "Back to my account" when the leave question is answered "Cancel" or Escape', async () => {
    server = editorServer().on(getEditorData, editorData());
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' }));
    const back = screen.getByRole('link', { name: 'Back to my account' });
    for (const answer of ['{Escape}', 'Cancel'] as const) {
      back.focus();
      await user.keyboard('{Enter}');
      const shown = await screen.findByRole('dialog', { name: 'Leave your order?' });
      // The dialog takes the focus a frame after it appears; a key pressed before that goes to the page.
      await waitFor(() => expect(shown.contains(document.activeElement)).toBe(true));
      const dialog = within(shown);
      if (answer === 'Cancel') await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      else await user.keyboard(answer);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(back));
    }
  });
});
