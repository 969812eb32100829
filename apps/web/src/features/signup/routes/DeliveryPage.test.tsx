import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getCurrentStep,
  getDeliveryOptions,
  getHouseholdOffer,
  getSavedAddress,
  getSelectedPlan,
  type DeliveryAddress,
} from '@fp/contracts';
import { loadNamespace } from '../../../lib/i18n.tsx';
import { fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { renderAtRoute } from '../../../test/render-page.tsx';
import DeliveryPage from './DeliveryPage.tsx';

const SAVED: DeliveryAddress = {
  line1: '1200 West Broadway',
  unit: '12',
  buzzer: null,
  city: 'Vancouver',
  province: 'bc',
  postalCode: 'V6H 1G1',
  phone: '+16042534567',
  phoneDisplay: '(604) 253-4567',
  instructions: null,
  lat: 49.26,
  lon: -123.14,
};

let server: FakeServer | undefined;

/** The server of the delivery step: a visitor at this step, with or without a saved address. */
function serve(saved: DeliveryAddress | null, welcomeOfferWithheld = false) {
  server = fakeServer()
    .on(getCurrentStep, { step: 'delivery', discountCode: null, path: '/signup/delivery' })
    .on(getSelectedPlan, { selection: null, quote: null })
    .on(getSavedAddress, { address: saved })
    .on(getHouseholdOffer, { welcomeOfferWithheld })
    .on(getDeliveryOptions, {
      options: [
        {
          date: '2026-12-02',
          day: 'wed',
          dateLabel: 'Wednesday, December 2',
          cutoffAt: '2026-11-29T07:59:00Z',
          cutoffLabel: 'Saturday, November 28 at 23:59',
          windows: [{ starts: '14:00', ends: '18:00', label: '2–6 p.m.' }],
        },
      ],
      selected: null,
    });
}

function renderPage() {
  renderAtRoute({
    path: '/signup/delivery',
    name: 'signup-delivery',
    session: { flags: {}, client: null, loggedIn: true },
    children: <DeliveryPage />,
  });
}

// The page suspends until its words are loaded: load them first, so the test waits on the page only.
beforeAll(async () => {
  await Promise.all((['common', 'signup', 'delivery'] as const).map((ns) => loadNamespace('en', ns)));
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('the delivery step', () => {
  it(
    'shows a returning visitor the address saved last time and the delivery days, without asking again',
    { timeout: 20_000 },
    async () => {
      serve(SAVED);
      renderPage();
      expect(
        await screen.findByText('Address saved: 12-1200 West Broadway, Vancouver, V6H 1G1', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(screen.getByText('Good news, we deliver to V6H 1G1.')).toBeTruthy();
      expect(await screen.findByRole('radio', { name: /Wednesday, December 2/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
      expect(screen.queryByText('This address already gets our deliveries')).toBeNull();

      // Changing the address opens the form again.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Change address' }));
      expect(await screen.findByRole('button', { name: 'Save my address' })).toBeTruthy();
    },
  );

  it('says at the address, before payment, when another account already has a plan there', async () => {
    serve(SAVED, true);
    renderPage();
    const notice = await screen.findByText('This address already gets our deliveries', {}, { timeout: 10_000 });
    expect(notice.closest('[role="status"]')?.textContent).toContain('one account per household');
  });

  it('starts with the postal code when nothing is saved yet', { timeout: 20_000 }, async () => {
    serve(null);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Check' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/Address saved/)).toBeNull();
  });
});
