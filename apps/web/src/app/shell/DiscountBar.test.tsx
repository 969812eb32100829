import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { saveDiscountAndReferral, type DiscountBar as DiscountBarState, type SessionData } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { errorReply, fakeServer, type FakeServer } from '../../test/fake-server.ts';
import { testQueryClient } from '../../test/render-page.tsx';
import DiscountBar, { CLOSED_KEY } from './DiscountBar.tsx';
import { discountParams } from './DiscountBarParams.ts';

const multi: DiscountBarState = {
  discount: {
    type: 'MultiorderDiscountCode',
    name: '$60 off your first 3 orders',
    code: 'MULTI3',
    value: null,
    percentageValue: null,
    maxServingsDiscount: null,
    elements: [
      { value: 3000, orderPosition: 1 },
      { value: 2000, orderPosition: 2 },
      { value: 1000, orderPosition: 3 },
    ],
  },
  firstWeekDiscount: null,
  textEn: 'Code MULTI3: $60 off over your first 3 orders',
  textFr: 'Code MULTI3 : 60 $ de rabais répartis sur vos 3 premières commandes',
};

const percentage: DiscountBarState = {
  discount: { ...multi.discount!, type: 'PercentageDiscount', code: 'WELCOME50', percentageValue: 50, elements: [] },
  firstWeekDiscount: null,
  textEn: 'Code WELCOME50: 50% off your first order',
  textFr: 'Code WELCOME50 : 50 % de rabais sur votre première commande',
};

function session(discountBar: DiscountBarState, loggedIn = false): SessionData {
  return {
    locale: 'en',
    loggedIn,
    client: null,
    trackDelivery: false,
    customerSchedule: false,
    adminLoggedIn: false,
    showOneTap: false,
    environment: 'test',
    discountBar,
    flags: {},
    support: {
      email: 'support@fieldandplate.ca',
      phone: '1-877-555-0142',
      corporateEmail: 'corporate@fieldandplate.ca',
    },
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function show(
  bar: DiscountBarState,
  { locale = 'en', loggedIn = false, url = '/' }: { locale?: Locale; loggedIn?: boolean; url?: string } = {},
) {
  const client = testQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session(bar, loggedIn));
  const params = discountParams(new URL(url, 'http://x').search, 'home');
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <LocaleProvider locale={locale}>
          <Suspense fallback={null}>
            <DiscountBar showBar params={params} />
            <Where />
          </Suspense>
        </LocaleProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await Promise.all(
    (['en', 'fr'] as const).flatMap((l) => [loadNamespace(l, 'common'), loadNamespace(l, 'discounts')]),
  );
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  server?.close();
  server = undefined;
});

let server: FakeServer | undefined;

describe('the discount bar', () => {
  it('shows the text of the page language', async () => {
    show(percentage);
    expect((await screen.findByRole('complementary', { name: 'Your discount' })).textContent).toContain(
      'Code WELCOME50: 50% off your first order',
    );
    cleanup();
    show(percentage, { locale: 'fr' });
    expect((await screen.findByRole('complementary', { name: 'Votre rabais' })).textContent).toContain(
      'Code WELCOME50 : 50 % de rabais sur votre première commande',
    );
    // Only a multi-order code has details.
    expect(screen.queryByRole('button', { name: 'Voir les détails' })).toBeNull();
  });

  it('lists each order of a multi-order code with its amount and number, in both languages', async () => {
    const user = userEvent.setup();
    show(multi);
    const details = await screen.findByRole('button', { name: 'See the details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('First order: $30 off').closest('[hidden]')).not.toBeNull();
    await user.click(details);
    expect(screen.getByRole('button', { name: 'Hide the details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'First order: $30 off',
      'Second order: $20 off',
      'Third order: $10 off',
    ]);
    cleanup();
    show(multi, { locale: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Voir les détails' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Première commande : 30 $ de rabais',
      'Deuxième commande : 20 $ de rabais',
      'Troisième commande : 10 $ de rabais',
    ]);
  });

  it('closes for the rest of the visit, and shows nothing to signed-in clients', async () => {
    const user = userEvent.setup();
    show(percentage);
    await user.click(await screen.findByRole('button', { name: 'Close the discount bar' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(window.sessionStorage.getItem(CLOSED_KEY)).toBe('WELCOME50');
    cleanup();
    show(percentage);
    await screen.findByTestId('where');
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    window.sessionStorage.clear();
    show(percentage, { loggedIn: true });
    await screen.findByTestId('where');
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('saves the code of a link, then takes it out of the address; an invalid code is explained', async () => {
    server = fakeServer().on(
      saveDiscountAndReferral,
      errorReply(400, 'invalid_code', 'Invalid code: this code has expired.'),
    );
    show(
      { discount: null, firstWeekDiscount: null, textEn: null, textFr: null },
      {
        url: '/signup/plans/?discount_code=EXPIRED10&utm_source=mail',
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid code: this code has expired.');
    expect(server.received(saveDiscountAndReferral)).toEqual([{ code: 'EXPIRED10' }]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/signup/plans/?utm_source=mail'));
  });

  it('reads discount_code or code, r and rid from the address, but not a verification code', () => {
    expect(discountParams('?code=FRESH20&r=ZOEFRIEND&rid=9', 'home')).toEqual({
      code: 'FRESH20',
      referral: 'ZOEFRIEND',
      referralId: '9',
    });
    expect(discountParams('?code=123456', 'email-verification')).toBeUndefined();
    expect(discountParams('?rid=9', 'home')).toBeUndefined();
  });
});
