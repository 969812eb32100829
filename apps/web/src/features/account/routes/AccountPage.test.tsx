import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dismissClientRecurringPopup,
  dismissPaymentMethodWarning,
  dismissServingsBasedBanner,
  dismissSkipNotice,
  getAccountIndex,
  getChangeDeliveryForm,
  getServingsBasedBanner,
  getOrderDataForAccountPage,
  skipOrder,
  skipOrderFeedback,
  unskipOrder,
  updateDelivery,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { LocaleProvider, loadNamespace } from '../../../lib/i18n.tsx';
import { errorReply, fakeServer, type FakeServer } from '../../../test/fake-server.ts';
import { renderAtRoute } from '../../../test/render-page.tsx';
import AccountPage from './AccountPage.tsx';
import {
  CHANGE_FORM,
  DELIVERED,
  EDITABLE,
  FAILED,
  SESSION,
  SKIPPED,
  UNDER_MINIMUM,
  accountPage,
  card,
} from '../test-cards.ts';

let server: FakeServer | undefined;

/** The frame of the account home with every notice already dismissed, unless a test says otherwise. */
const ALL_DISMISSED = {
  accountStatus: 'active',
  firstname: 'Alex',
  region: 'on',
  paymentWarning: null,
  dismissed: {
    client_recurring_popup: true,
    payment_method_warning: true,
    popup_message: true,
    skip_notice: true,
    servings_based_banner: true,
  },
} as const;

/** The fake server of the account home, its banner and notices already dismissed unless a test says otherwise. */
const accountServer = () =>
  fakeServer().on(getServingsBasedBanner, { banner: null }).on(getAccountIndex, ALL_DISMISSED);

function renderPage(locale: Locale = 'en') {
  return renderAtRoute({
    path: locale === 'fr' ? '/fr/compte' : '/account',
    name: 'account',
    locale,
    session: { ...SESSION, locale } satisfies typeof SESSION,
    children: (
      <LocaleProvider locale={locale}>
        <AccountPage />
      </LocaleProvider>
    ),
  });
}

/** The card of one week, found by its date heading. */
async function cardOf(dateLabel: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: dateLabel }, { timeout: 10_000 });
  return within(heading.closest('article')!);
}

beforeAll(async () => {
  await Promise.all((['en', 'fr'] as const).flatMap((l) => [loadNamespace(l, 'common'), loadNamespace(l, 'account')]));
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('the account home', () => {
  it('shows each week in its real state, with the server’s date and window words', { timeout: 20_000 }, async () => {
    server = accountServer().on(getOrderDataForAccountPage, accountPage());
    renderPage();

    const editable = await cardOf('Sunday, November 29');
    expect(editable.getByText('Open for changes')).toBeTruthy();
    expect(editable.getByText('Delivery window: 2–6 p.m.')).toBeTruthy();
    // The live countdown and the cutoff as the server words it in the region's time.
    expect(editable.getByRole('timer').textContent).toBe('Changes close in 2 days 3 hours');
    expect(editable.getByText('Order changes close Thursday, November 26 at 11:59 p.m.')).toBeTruthy();
    // Items with pictures of a known size (no layout shift), the box and the money.
    expect(editable.getByText('3 meals, 6 servings')).toBeTruthy();
    const salmon = editable.getByText('Maple-glazed salmon').closest('li')!;
    const img = salmon.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '64']);
    expect(within(salmon).getByText('Meal · 2 servings')).toBeTruthy();
    expect(editable.getByText('Add-on · 1 unit')).toBeTruthy();
    expect(editable.getByText('Market item · 2 units')).toBeTruthy();
    // The apples come from the household's market subscription; the meals do not.
    expect(within(editable.getByText('Honeycrisp apples').closest('li')!).getByText('Recurring')).toBeTruthy();
    expect(within(salmon).queryByText('Recurring')).toBeNull();
    expect(editable.getByText('Welcome discount', { selector: 'dt' }).nextElementSibling?.textContent).toBe('-$10.00');
    expect(editable.getByText('Delivery', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Free');
    expect(editable.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$75.35');
    expect(editable.getByRole('link', { name: 'Edit my order' }).getAttribute('href')).toBe('/orders/101/editor');
    expect(editable.getByRole('button', { name: 'Skip this week' })).toBeTruthy();
    expect(editable.getByRole('button', { name: 'Change delivery' })).toBeTruthy();
    expect(editable.queryByText(/Minimum spend not reached/)).toBeNull();

    const skipped = await cardOf('Sunday, December 6');
    expect(skipped.getByText('Skipped')).toBeTruthy();
    expect(skipped.getByText('Nothing will be delivered or charged this week.')).toBeTruthy();
    expect(skipped.getByRole('button', { name: 'Unskip this week' })).toBeTruthy();
    expect(skipped.queryByText('Maple-glazed salmon')).toBeNull();

    const locked = await cardOf('Wednesday, November 25');
    expect(locked.getByText('Changes closed')).toBeTruthy();
    expect(locked.getByText(/can no longer be changed\. Next week's order is still open\./)).toBeTruthy();
    expect(locked.queryByRole('button')).toBeNull();
    expect(locked.queryByRole('timer')).toBeNull();

    const failed = await cardOf('Thursday, November 26');
    expect(failed.getByText('Payment failed')).toBeTruthy();
    expect(failed.getByText(/Your card was declined/)).toBeTruthy();
    expect(failed.getByRole('link', { name: 'Update your card' }).getAttribute('href')).toBe('/settings/payment');

    const under = await cardOf('Sunday, December 13');
    expect(
      under.getByText(
        'Minimum spend not reached: orders under $59.00 will not be delivered unless they are updated before the cutoff.',
      ),
    ).toBeTruthy();

    const delivered = await cardOf('Sunday, November 22');
    expect(delivered.getByText('Delivered')).toBeTruthy();
    expect(delivered.getByText('Delivered at 6:10 p.m.')).toBeTruthy();
    expect(delivered.getByText("Driver's note: Left by the side door")).toBeTruthy();
    expect(
      delivered.getByRole('img', { name: 'Photo of your delivery at your door, Sunday, November 22' }),
    ).toBeTruthy();
    expect(delivered.getByText('2 zero-waste kits left at your door')).toBeTruthy();
  });

  it('says a paused plan has no deliveries and links to the schedule to unpause', async () => {
    server = accountServer().on(
      getOrderDataForAccountPage,
      accountPage({ accountStatus: 'paused', paused: true, upcoming: [], recent: [] }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your plan is paused' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unpause my plan on my schedule' }).getAttribute('href')).toBe('/schedule');
    expect(screen.queryByRole('heading', { name: 'Upcoming deliveries' })).toBeNull();
  });

  it('tells a closed account to contact us to reactivate', async () => {
    server = accountServer().on(
      getOrderDataForAccountPage,
      accountPage({ accountStatus: 'closed', closed: true, upcoming: [], recent: [] }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your account is closed' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Contact us to reactivate your account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it(
    'skips a week after a confirmation that names what is skipped, then takes the reason',
    { timeout: 20_000 },
    async () => {
      let page = accountPage();
      const skippedEditable = card({
        ...EDITABLE,
        version: 2,
        status: 'skipped',
        state: 'skipped',
        actions: SKIPPED.actions,
      });
      server = accountServer()
        .on(getOrderDataForAccountPage, () => page)
        .on(skipOrder, () => {
          page = accountPage({ upcoming: [skippedEditable, ...page.upcoming.slice(1)] });
          return {
            order: skippedEditable,
            skipped: {
              box: EDITABLE.box,
              addons: [{ name: 'Sourdough loaf', quantity: 1 }],
              marketItems: [{ name: 'Honeycrisp apples', quantity: 2 }],
            },
          };
        })
        .on(skipOrderFeedback, { recorded: true });
      renderPage();
      const user = userEvent.setup();
      const week = await cardOf('Sunday, November 29');
      const skip = week.getByRole('button', { name: 'Skip this week' });
      await user.click(skip);

      const dialog = within(await screen.findByRole('dialog', { name: 'Skip the delivery of Sunday, November 29?' }));
      expect(dialog.getByText('Your box: 3 meals, 6 servings')).toBeTruthy();
      expect(dialog.getByText('Sourdough loaf × 1')).toBeTruthy();
      expect(dialog.getByText('Honeycrisp apples × 2')).toBeTruthy();
      expect(dialog.getByText(/an order needs at least \$59\.00 to be delivered/)).toBeTruthy();
      await user.click(dialog.getByRole('button', { name: 'Yes, skip this week' }));

      const feedback = within(await screen.findByRole('dialog', { name: 'Why are you skipping this week?' }));
      expect(feedback.getByRole('status').textContent).toBe('The delivery of Sunday, November 29 is skipped.');
      expect(server.received(skipOrder)).toEqual([{ orderId: 101, version: 1 }]);
      expect(feedback.getAllByRole('radio')).toHaveLength(6);
      // Sending without a reason says what to do.
      await user.click(feedback.getByRole('button', { name: 'Send my answer' }));
      expect(feedback.getByText('Choose a reason, or close without answering.')).toBeTruthy();
      await user.click(feedback.getByRole('radio', { name: "I'm away" }));
      await user.type(feedback.getByLabelText('Anything to add? (optional)'), 'Cottage week');
      await user.click(feedback.getByRole('button', { name: 'Send my answer' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(server.received(skipOrderFeedback)).toEqual([{ orderId: 101, reason: 'away', comment: 'Cottage week' }]);
      const after = await cardOf('Sunday, November 29');
      expect(after.getByRole('status').textContent).toBe(
        'The delivery of Sunday, November 29 is skipped. Thanks for telling us why.',
      );
      // The focus is back on the same button, which now brings the week back.
      const unskip = after.getByRole('button', { name: 'Unskip this week' });
      await waitFor(() => expect(document.activeElement).toBe(unskip));
    },
  );

  it('skips with the keyboard only', { timeout: 20_000 }, async () => {
    server = accountServer()
      .on(getOrderDataForAccountPage, accountPage({ upcoming: [EDITABLE], recent: [] }))
      .on(skipOrder, {
        order: card({ ...EDITABLE, version: 2, status: 'skipped', state: 'skipped', actions: SKIPPED.actions }),
        skipped: { box: EDITABLE.box, addons: [], marketItems: [] },
      });
    renderPage();
    const user = userEvent.setup();
    const week = await cardOf('Sunday, November 29');
    week.getByRole('button', { name: 'Skip this week' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /Skip the delivery/ });
    // The focus is inside the dialog; Tab reaches the confirmation, Enter presses it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const confirm = within(dialog).getByRole('button', { name: 'Yes, skip this week' });
    for (let i = 0; i < 5 && document.activeElement !== confirm; i++) await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');
    const feedback = await screen.findByRole('dialog', { name: 'Why are you skipping this week?' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Why are you skipping this week?'));
    // Escape leaves the optional feedback: the week stays skipped.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(feedback.isConnected).toBe(false));
    expect((await cardOf('Sunday, November 29')).getByRole('status').textContent).toBe(
      'The delivery of Sunday, November 29 is skipped.',
    );
  });

  it('reloads the week and says so when the version is stale', { timeout: 20_000 }, async () => {
    server = accountServer()
      .on(getOrderDataForAccountPage, accountPage())
      .on(skipOrder, errorReply(409, 'order_changed', 'This order changed.'));
    renderPage();
    const user = userEvent.setup();
    await user.click((await cardOf('Sunday, November 29')).getByRole('button', { name: 'Skip this week' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, skip this week' }));
    const week = await cardOf('Sunday, November 29');
    expect((await week.findByRole('alert')).textContent).toBe(
      'This week changed in another window or on another device. We reloaded it: check it and try again.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server!.received(getOrderDataForAccountPage).length).toBe(2));
  });

  it('unskips a week, and gives SPEC §8’s message once the cutoff has passed', { timeout: 20_000 }, async () => {
    const back = card({ ...SKIPPED, version: 2, status: 'upcoming', state: 'editable', actions: EDITABLE.actions });
    server = accountServer()
      .on(getOrderDataForAccountPage, accountPage())
      .on(unskipOrder, {
        order: back,
        outcome: 'repicked',
        dropped: [{ productId: 61, name: 'Saskatoon Berry Pie', quantity: 1 }],
      });
    renderPage();
    const user = userEvent.setup();
    await user.click((await cardOf('Sunday, December 6')).getByRole('button', { name: 'Unskip this week' }));
    const week = await cardOf('Sunday, December 6');
    await waitFor(() =>
      expect(week.getByRole('status').textContent).toBe(
        'The delivery of Sunday, December 6 is back. The menu changed, so we picked your meals again.' +
          ' Saskatoon Berry Pie sold out while the week was skipped, so we took it out of your order.',
      ),
    );
    expect(server.received(unskipOrder)).toEqual([{ orderId: 102, version: 1 }]);

    server.on(unskipOrder, errorReply(409, 'cutoff_passed', 'Too late.'));
    cleanup();
    renderPage();
    await user.click((await cardOf('Sunday, December 6')).getByRole('button', { name: 'Unskip this week' }));
    expect((await (await cardOf('Sunday, December 6')).findByRole('alert')).textContent).toBe(
      "The cutoff for this order has passed: it can no longer be changed. Next week's order is still editable.",
    );
  });

  it('changes the delivery to a window the server offers', { timeout: 20_000 }, async () => {
    const moved = card({ ...EDITABLE, version: 2, window: { starts: '17:00', ends: '21:00', label: '5–9 p.m.' } });
    let page = accountPage({ upcoming: [EDITABLE], recent: [] });
    server = accountServer()
      .on(getOrderDataForAccountPage, () => page)
      .on(getChangeDeliveryForm, CHANGE_FORM)
      .on(updateDelivery, () => {
        page = accountPage({ upcoming: [moved], recent: [] });
        return { order: moved };
      });
    renderPage();
    const user = userEvent.setup();
    await user.click((await cardOf('Sunday, November 29')).getByRole('button', { name: 'Change delivery' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change the delivery of Sunday, November 29' }));
    expect(dialog.getByText('Now: Sunday, November 29, 2–6 p.m.')).toBeTruthy();
    const current = await dialog.findByRole('radio', { name: 'Sunday, November 29, 2–6 p.m.' });
    expect((current as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByRole('radio', { name: 'Tuesday, December 1, 2–6 p.m.' })).toBeTruthy();
    // Saving the current choice asks for another.
    await user.click(dialog.getByRole('button', { name: 'Move my delivery' }));
    expect(dialog.getByText('Choose another day or time window.')).toBeTruthy();
    await user.click(dialog.getByRole('radio', { name: 'Sunday, November 29, 5–9 p.m.' }));
    await user.click(dialog.getByRole('button', { name: 'Move my delivery' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.received(updateDelivery)).toEqual([
      { orderId: 101, version: 1, date: '2026-11-29', starts: '17:00' },
    ]);
    const week = await cardOf('Sunday, November 29');
    expect(week.getByRole('status').textContent).toBe('Your delivery is now on Sunday, November 29, 5–9 p.m.');
    expect(week.getByText('Delivery window: 5–9 p.m.')).toBeTruthy();
  });

  it('refuses a change after the cutoff with SPEC §8’s message, in the dialog', { timeout: 20_000 }, async () => {
    server = accountServer()
      .on(getOrderDataForAccountPage, accountPage({ upcoming: [EDITABLE], recent: [] }))
      .on(getChangeDeliveryForm, CHANGE_FORM)
      .on(updateDelivery, errorReply(409, 'cutoff_passed', 'Too late.'));
    renderPage();
    const user = userEvent.setup();
    await user.click((await cardOf('Sunday, November 29')).getByRole('button', { name: 'Change delivery' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('radio', { name: 'Tuesday, December 1, 2–6 p.m.' }));
    await user.click(dialog.getByRole('button', { name: 'Move my delivery' }));
    expect((await dialog.findByText(/The cutoff for this order has passed/)).closest('[role="alert"]')).toBeTruthy();
  });

  it('speaks French to a French household: words, money and the server’s dates', async () => {
    const fr = card({
      ...UNDER_MINIMUM,
      dateLabel: 'dimanche 13 décembre',
      window: { starts: '14:00', ends: '18:00', label: '14 h à 18 h' },
      cutoffLabel: 'Les modifications ferment le jeudi 10 décembre à 23 h 59',
    });
    server = accountServer().on(
      getOrderDataForAccountPage,
      accountPage({ upcoming: [fr], recent: [{ ...DELIVERED, dateLabel: 'dimanche 22 novembre' }] }),
    );
    renderPage('fr');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Prochaines livraisons' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const week = await cardOf('dimanche 13 décembre');
    expect(week.getByText('Plage de livraison : 14 h à 18 h')).toBeTruthy();
    expect(week.getByText('Les modifications ferment le jeudi 10 décembre à 23 h 59')).toBeTruthy();
    expect(week.getByRole('timer').textContent).toMatch(
      /^Il vous reste 16 jours \d+ heures? pour faire des changements$/,
    );
    expect(week.getByText('Total', { selector: 'dt' }).nextElementSibling?.textContent).toBe('32,99\u00a0$');
    expect(week.getByText(/Montant minimum non atteint : une commande de moins de 59,00\s\$/)).toBeTruthy();
    expect(week.getByRole('button', { name: 'Sauter cette semaine' })).toBeTruthy();
    expect((await cardOf('dimanche 22 novembre')).getByText('Livrée')).toBeTruthy();
  });

  it('greets with the region’s account banner, which the household can dismiss for good', async () => {
    server = fakeServer()
      .on(getAccountIndex, ALL_DISMISSED)
      .on(getOrderDataForAccountPage, accountPage())
      .on(getServingsBasedBanner, {
        banner: {
          title: 'Support Sustainability',
          subtitle: 'Leave your cooler bag out every delivery day.',
          firstname: 'Alex',
          images: { mobile: 280, tablet: 282, desktop: 282 },
        },
      })
      .on(dismissServingsBasedBanner, { dismissed: true });
    renderPage();
    const banner = await screen.findByRole('region', { name: 'Support Sustainability' }, { timeout: 10_000 });
    expect(within(banner).getByText('Hi Alex!')).toBeTruthy();
    expect(within(banner).getByText('Leave your cooler bag out every delivery day.')).toBeTruthy();
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Dismiss the banner' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Support Sustainability' })).toBeNull());
    expect(server.received(dismissServingsBasedBanner)).toHaveLength(1);
  });
});

describe('the notices of the account home', () => {
  /** A server that remembers dismissals, like `account_notices` does for the household. */
  function rememberingServer() {
    const dismissed = {
      ...ALL_DISMISSED.dismissed,
      client_recurring_popup: false,
      payment_method_warning: false,
      skip_notice: false,
    };
    const remember = (notice: keyof typeof dismissed) => () => {
      dismissed[notice] = true;
      return { dismissed: true as const };
    };
    return fakeServer()
      .on(getServingsBasedBanner, { banner: null })
      .on(getOrderDataForAccountPage, accountPage({ upcoming: [EDITABLE, SKIPPED, FAILED] }))
      .on(getAccountIndex, () => ({ ...ALL_DISMISSED, dismissed: { ...dismissed } }))
      .on(dismissClientRecurringPopup, remember('client_recurring_popup'))
      .on(dismissPaymentMethodWarning, remember('payment_method_warning'))
      .on(dismissSkipNotice, remember('skip_notice'));
  }

  it(
    'shows the recurring-items pop-up and the notices until dismissed, and not after a reload',
    { timeout: 20_000 },
    async () => {
      server = rememberingServer();
      const user = userEvent.setup();
      renderPage();

      // The open week holds a market item: the pop-up says they come back every week.
      const popup = await screen.findByRole(
        'dialog',
        { name: 'Your market items come back every week' },
        { timeout: 10_000 },
      );
      await user.click(within(popup).getByRole('button', { name: 'Got it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(server.received(dismissClientRecurringPopup)).toHaveLength(1);

      // A week failed its payment: the warning points to the payment settings.
      const warning = screen.getByRole('region', { name: 'Your payment method needs attention' });
      expect(within(warning).getByRole('link', { name: 'Update my payment method' }).getAttribute('href')).toBe(
        '/settings/payment',
      );
      await user.click(within(warning).getByRole('button', { name: 'Dismiss the payment notice' }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Your payment method needs attention' })).toBeNull(),
      );
      expect(server.received(dismissPaymentMethodWarning)).toHaveLength(1);

      // A week is skipped: the notice says what skipping means.
      const skip = screen.getByRole('region', { name: 'About skipped weeks' });
      expect(within(skip).getByText(/Nothing is delivered or charged for a skipped week/)).toBeTruthy();
      await user.click(within(skip).getByRole('button', { name: 'Dismiss the skip notice' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'About skipped weeks' })).toBeNull());
      expect(server.received(dismissSkipNotice)).toHaveLength(1);

      // A reload: the household dismissed them all, none comes back.
      cleanup();
      renderPage();
      await cardOf('Sunday, November 29');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('region', { name: 'Your payment method needs attention' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'About skipped weeks' })).toBeNull();
    },
  );

  it('warns that the card expires before the next charge, with no failed week', { timeout: 20_000 }, async () => {
    server = fakeServer()
      .on(getServingsBasedBanner, { banner: null })
      .on(getOrderDataForAccountPage, accountPage({ upcoming: [EDITABLE] }))
      .on(getAccountIndex, {
        ...ALL_DISMISSED,
        paymentWarning: 'expires_before_next_charge',
        dismissed: { ...ALL_DISMISSED.dismissed, payment_method_warning: false },
      });
    renderPage();
    const warning = await screen.findByRole(
      'region',
      { name: 'Your payment method needs attention' },
      { timeout: 10_000 },
    );
    expect(within(warning).getByText(/Your card expires before your next charge/)).toBeTruthy();
    expect(within(warning).getByRole('link', { name: 'Update my payment method' }).getAttribute('href')).toBe(
      '/settings/payment',
    );
  });

  it('words the notices in French', { timeout: 20_000 }, async () => {
    server = rememberingServer();
    renderPage('fr');
    expect(
      await screen.findByRole(
        'dialog',
        { name: 'Vos produits du marché reviennent chaque semaine' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Votre mode de paiement est à vérifier', hidden: true })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'À propos des semaines sautées', hidden: true })).toBeTruthy();
  });
});
