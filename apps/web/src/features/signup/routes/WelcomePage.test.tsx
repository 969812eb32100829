import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { getCurrentStep, getWelcome, type OutputOf } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { configureApi } from '../../../lib/api.ts';
import { LocaleProvider, loadNamespace } from '../../../lib/i18n.tsx';
import { fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { renderAtRoute } from '../../../test/render-page.tsx';
import WelcomePage from './WelcomePage.tsx';

type Welcome = OutputOf<typeof getWelcome>;

const WELCOME: Welcome = {
  firstName: 'Maya',
  orderId: 41,
  delivery: {
    date: '2026-12-03',
    dateLabel: 'Thursday, December 3',
    windowLabel: '2–6 p.m.',
    cutoffAt: '2026-11-29T07:59:00Z',
    cutoffLabel: '11:59 p.m. on Saturday, November 28',
  },
  address: '1200 West Broadway, Vancouver, V6H 1G1',
  items: [],
  payment: {
    status: 'authorized',
    amountCents: 4996,
    chargeAt: '2026-11-29T07:59:00Z',
    chargeAtLabel: '11:59 p.m. on Saturday, November 28',
    card: 'Visa ending in 4242',
  },
  totals: { subtotalCents: 7494, discounts: [], deliveryFeeCents: 0, taxes: [], totalCents: 4996 },
  credits: [],
};

const RELEASED: Welcome['payment'] = {
  status: 'released',
  amountCents: 4996,
  chargeAt: null,
  chargeAtLabel: null,
  card: 'Visa ending in 4242',
};

let server: FakeServer | undefined;

async function paymentText(payment: Welcome['payment'], locale: Locale = 'en') {
  server = fakeServer()
    .on(getCurrentStep, { step: 'welcome', discountCode: null, path: '/signup/welcome' })
    .on(getWelcome, { ...WELCOME, payment });
  renderAtRoute({
    path: locale === 'fr' ? '/fr/inscription/bienvenue' : '/signup/welcome',
    name: 'signup-welcome',
    locale,
    session: { flags: {}, client: null, loggedIn: true },
    children: (
      <LocaleProvider locale={locale}>
        <WelcomePage />
      </LocaleProvider>
    ),
  });
  const title = locale === 'fr' ? 'Paiement' : 'Payment';
  const heading = await screen.findByRole('heading', { level: 2, name: title }, { timeout: 10_000 });
  return heading.nextElementSibling?.textContent;
}

beforeAll(async () => {
  await Promise.all(
    ['en', 'fr'].flatMap((l) => ['common', 'signup'].map((ns) => loadNamespace(l as 'en', ns as 'signup'))),
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

describe('the welcome page’s payment (defect 4)', { timeout: 30_000 }, () => {
  it('says when an authorised first order will be charged', async () => {
    expect(await paymentText(WELCOME.payment)).toBe(
      'We will charge $49.96 to your Visa ending in 4242 at 11:59 p.m. on Saturday, November 28.',
    );
  });

  it('says a charged first order was charged', async () => {
    const charged = { ...WELCOME.payment, status: 'charged' as const, chargeAt: null, chargeAtLabel: null };
    expect(await paymentText(charged)).toBe('We charged $49.96 to your Visa ending in 4242.');
  });

  it('no longer says "authorized" once the skipped week’s authorisation was released: nothing is charged', async () => {
    const text = await paymentText(RELEASED);
    expect(text).toBe(
      'This week is skipped: nothing will be charged for it. The $49.96 authorized on your Visa ending in 4242 is released.',
    );
    expect(text).not.toMatch(/will charge/);
  });

  it('says a refunded charge of a skipped week was refunded', async () => {
    expect(await paymentText({ ...RELEASED, status: 'refunded' })).toBe(
      'This week is skipped, so you pay nothing for it: the $49.96 charged to your Visa ending in 4242 is refunded.',
    );
  });

  it('says the same in French', async () => {
    expect(await paymentText({ ...RELEASED, card: 'Visa se terminant par 4242' }, 'fr')).toMatch(
      /^Cette semaine est sautée : rien ne vous sera facturé pour celle-ci\. L'autorisation de 49,96\s\$ sur votre Visa se terminant par 4242 est annulée\.$/,
    );
  });
});
