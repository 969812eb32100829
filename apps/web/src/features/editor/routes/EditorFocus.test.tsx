import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getActiveSubscriptions, getEditorData, getProductModalData } from '@fp/contracts';
import type { FakeServer } from '../../../test/fake-server.ts';
import { SALMON_DETAIL, editorData, editorServer } from '../test-editor.ts';
import { editorTestSetup, renderEditor as renderPage } from './render-editor.tsx';

// The market subscription's words are not loaded beforehand here, as in a browser's first visit:
// opening a market item's dialog loads them while the editor stays on screen.
let server: FakeServer | undefined;

editorTestSetup(['common', 'editor', 'catalog', 'checkout', 'payNow'], () => {
  server?.close();
  server = undefined;
});

const renderEditor = () => renderPage({ fallback: <p>page loading</p> });

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
