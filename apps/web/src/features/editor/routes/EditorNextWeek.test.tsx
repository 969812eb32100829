import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEditorData, unskipOrder, updateQuantity, type EditorData } from '@fp/contracts';
import { errorReply, type FakeServer } from '../../../test/fake-server.ts';
import { editorData, editorServer, nextWeekData, unskippedNextWeek } from '../test-editor.ts';
import { editorTestSetup, renderEditor } from './render-editor.tsx';

// Defects 3 and 11: the "next order" of a week that can no longer change is the next week still
// before its cutoff, offered back when it is skipped; a save of a week skipped elsewhere says so.
let server: FakeServer | undefined;

editorTestSetup(
  ['common', 'editor', 'catalog', 'checkout'],
  () => {
    server?.close();
    server = undefined;
  },
  ['en', 'fr'],
);

const SKIPPED_NEXT: EditorData['nextOrder'] = {
  id: 102,
  version: 1,
  skipped: true,
  dateLabel: 'Wednesday, December 2',
};

/** This week as the editor reads it, in a given state, with the next week skipped. */
function weekThen(state: 'locked' | 'skipped', nextOrder: EditorData['nextOrder'] = SKIPPED_NEXT): EditorData {
  const data = editorData({ nextOrder });
  return { ...data, order: { ...data.order, state, status: state, mode: 'locked' } };
}

const SKIPPED_MESSAGE =
  "This week is skipped, so its box can't be changed. Bring the week back from your account to edit it.";

describe('the next week of a week that can no longer change', () => {
  it('after the cutoff, says the next week is skipped and brings it back into its editor', async () => {
    server = editorServer()
      .on(getEditorData, ({ orderId }) => (orderId === 102 ? nextWeekData() : weekThen('locked')))
      .on(unskipOrder, unskippedNextWeek());
    const { router } = renderEditor();
    const user = userEvent.setup();
    expect(await screen.findByText('Order cutoff passed: cannot add items; next order still editable.')).toBeTruthy();
    expect(screen.getByText('The delivery of Wednesday, December 2 is skipped.')).toBeTruthy();
    // Not a link into a week that cannot be edited.
    expect(screen.queryByRole('link', { name: "Edit next week's order" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bring it back and choose its meals' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order for Wednesday, December 2' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders/102/editor');
    expect(server.received(unskipOrder)).toEqual([{ orderId: 102, version: 1 }]);
  });

  it('says why when the week cannot come back, and stays', async () => {
    server = editorServer()
      .on(getEditorData, weekThen('locked'))
      .on(unskipOrder, errorReply(422, 'cutoff_passed', 'The cutoff for this order has passed.'));
    const { router } = renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Bring it back and choose its meals' }));
    expect((await screen.findByText('The cutoff for this order has passed.')).closest('[role="alert"]')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders/101/editor');
  });

  it('offers the next week from a skipped week too, and links to it when it is open', async () => {
    server = editorServer().on(getEditorData, weekThen('skipped'));
    renderEditor();
    expect(await screen.findByText(/^You skipped this week/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bring it back and choose its meals' })).toBeTruthy();
    cleanup();
    server.close();

    server = editorServer().on(getEditorData, weekThen('skipped', { ...SKIPPED_NEXT, skipped: false }));
    renderEditor();
    expect((await screen.findByRole('link', { name: "Edit next week's order" })).getAttribute('href')).toBe(
      '/orders/102/editor',
    );
  });

  it('says it in French', async () => {
    server = editorServer().on(
      getEditorData,
      weekThen('locked', { ...SKIPPED_NEXT, dateLabel: 'mercredi 2 décembre' }),
    );
    renderEditor({ locale: 'fr' });
    expect(await screen.findByText('La livraison du mercredi 2 décembre est sautée.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'La réactiver et choisir ses repas' })).toBeTruthy();
  });
});

describe('a week skipped elsewhere while its editor is open', () => {
  it('is told with the server’s words, not as a passed cutoff, and saves no more', async () => {
    server = editorServer()
      .on(getEditorData, editorData())
      .on(updateQuantity, errorReply(422, 'order_skipped', SKIPPED_MESSAGE));
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' }));
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    const alert = (await screen.findByText(SKIPPED_MESSAGE)).closest('[role="alert"]')!;
    expect(screen.queryByText(/Order cutoff passed/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save my order' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your box' })).toBeNull();
    // Where to go next is right there.
    expect(
      within(alert as HTMLElement)
        .getByRole('link', { name: "Edit next week's order" })
        .getAttribute('href'),
    ).toBe('/orders/102/editor');
    // The menu's buttons say why they no longer add.
    await user.click(screen.getByRole('button', { name: 'Add Fish tacos' }));
    expect(
      screen.getByText('This week is skipped: its box can no longer be changed here.').closest('[role="alert"]'),
    ).toBeTruthy();
    expect(server.received(updateQuantity)).toHaveLength(1);
  });

  it('offers the next week back when it is skipped too', async () => {
    server = editorServer()
      .on(getEditorData, editorData({ nextOrder: SKIPPED_NEXT }))
      .on(updateQuantity, errorReply(422, 'order_skipped', SKIPPED_MESSAGE));
    renderEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Crème brûlée beef stew' }));
    await user.click(screen.getByRole('button', { name: 'Save my order' }));
    const alert = (await screen.findByText(SKIPPED_MESSAGE)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('The delivery of Wednesday, December 2 is skipped.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Bring it back and choose its meals' })).toBeTruthy();
  });
});
