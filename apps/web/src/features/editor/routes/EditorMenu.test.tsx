import { describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEditorData, getEditorMenu } from '@fp/contracts';
import { errorReply, type FakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/render-page.tsx';
import { COOKIES, MENU_KEY, editorData, editorMenu, editorServer } from '../test-editor.ts';
import { editorTestSetup, renderEditor as renderPage } from './render-editor.tsx';

// Decision 039: the page asks for the order, then for the menu it names, and shows them merged.

let server: FakeServer | undefined;

const card = (name: string) => screen.getByRole('button', { name }).closest('li')!;

editorTestSetup(['common', 'editor', 'catalog', 'checkout', 'marketSubscriptions'], () => {
  server?.close();
  server = undefined;
});

const renderEditor = (client: QueryClient) => renderPage({ client });

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
