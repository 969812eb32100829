import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { getDeliveryHistory, getOrderDataForAccountPage } from '@fp/contracts';
import { loadNamespace } from '../../../lib/i18n.tsx';
import { fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { renderAtRoute } from '../../../test/render-page.tsx';
import TrackPage from './TrackPage.tsx';
import { DELIVERED, EDITABLE, SESSION, accountPage, card } from '../test-cards.ts';

let server: FakeServer | undefined;

function renderPage() {
  renderAtRoute({ path: '/track', name: 'track', session: SESSION, children: <TrackPage /> });
}

const NO_HISTORY = { deliveries: [], hasMore: false };

beforeAll(async () => {
  await Promise.all([loadNamespace('en', 'common'), loadNamespace('en', 'account')]);
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('delivery tracking', () => {
  it('shows today’s delivery on its way, with its window and the current step marked', async () => {
    const today = card({
      id: 120,
      status: 'out_for_delivery',
      state: 'out_for_delivery',
      dateLabel: 'Tuesday, November 24',
      actions: { ...EDITABLE.actions, editItems: false, skip: false, changeDelivery: false },
    });
    server = fakeServer().on(getOrderDataForAccountPage, accountPage({ today })).on(getDeliveryHistory, NO_HISTORY);
    renderPage();
    expect(await screen.findByText('Tuesday, November 24', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Delivery window: 2–6 p.m.')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Delivery progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '1Order confirmed (done)',
      '2On its way (current step)',
      '3Delivered',
    ]);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
  });

  it('shows the photo and the note once delivered', async () => {
    server = fakeServer()
      .on(getOrderDataForAccountPage, accountPage({ today: DELIVERED }))
      .on(getDeliveryHistory, NO_HISTORY);
    renderPage();
    expect(
      await screen.findByRole(
        'img',
        { name: 'Photo of your delivery at your door, Sunday, November 22' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Delivered at 6:10 p.m.')).toBeTruthy();
    expect(screen.getByText("Driver's note: Left by the side door")).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Delivered');
  });

  it('says there is nothing to track today and when the next delivery is', async () => {
    server = fakeServer()
      .on(getOrderDataForAccountPage, accountPage())
      .on(getDeliveryHistory, {
        deliveries: [
          {
            orderId: DELIVERED.id,
            deliveryDate: DELIVERED.deliveryDate,
            dateLabel: DELIVERED.dateLabel,
            windowLabel: '2–6 p.m.',
            totalCents: 7535,
            delivery: DELIVERED.delivery!,
          },
        ],
        hasMore: false,
      });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'There is no delivery to track today.' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Your next delivery: Sunday, November 29, 2–6 p.m.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Recent deliveries' })).toBeTruthy();
    expect(screen.getByText("Driver's note: Left by the side door")).toBeTruthy();
  });
});
