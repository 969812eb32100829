import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

const CSRF = { 'x-requested-with': 'field-and-plate' };
// The demo households of the seed (README "Demo logins"). Every change a test makes to their weeks
// is undone before it ends (a skip is unskipped, a window moved back), and the tests here run one
// after the other, so the other specs that sign them in see the weeks as seeded.
const DEMO_EN = { email: 'demo@fieldandplate.ca', password: 'fresh-meals-2026' };
const DEMO_FR = { email: 'demo.fr@fieldandplate.ca', password: 'fresh-meals-2026' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A react-aria radio: its input is visually hidden inside its label, which takes the press. */
const pick = (radio: Locator) => radio.locator('xpath=ancestor::label').click();

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/api/v1/sessions/sign_in', { headers: CSRF, data: who });
  expect(res.status(), await res.text()).toBe(200);
}

const main = (page: Page) => page.getByRole('main');

/** The week a test skipped, unskipped again through the API if the test stopped before doing it. */
let toRestore: { locale: 'en' | 'fr'; date: string } | null = null;

test.afterEach(async ({ page }) => {
  if (!toRestore) return;
  const { locale, date } = toRestore;
  toRestore = null;
  const headers = { ...CSRF, 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' };
  const data = await (await page.request.get('/api/v1/orders/order_data_for_account_page', { headers })).json();
  const week = (data.upcoming as { id: number; version: number; dateLabel: string; state: string }[]).find(
    (c) => c.dateLabel === date,
  );
  if (week?.state === 'skipped') {
    await page.request.post('/api/v1/account/unskip_order', {
      headers,
      data: { orderId: week.id, version: week.version },
    });
  }
});

/** The first card offering a button, and its date heading. */
async function firstCardWith(page: Page, button: string): Promise<{ card: Locator; date: string }> {
  const card = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: button, exact: true }) })
    .first();
  await expect(card).toBeVisible();
  const date = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  return { card, date };
}

/** The card of one week, by its date heading (which the server words). */
const cardOf = (page: Page, date: string) =>
  main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: date, exact: true }) });

test.describe('the account home', () => {
  test('the English household skips a week with a reason, then unskips it', async ({ page }) => {
    await signIn(page, DEMO_EN);
    await page.goto('/account_v2');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Upcoming deliveries' })).toBeVisible();
    // The region's account banner greets by first name (left in place: dismissing is for good).
    const banner = main(page).getByRole('region', { name: 'Support Sustainability' });
    await expect(banner.getByText('Hi Alex!')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Dismiss the banner' })).toBeVisible();
    // The demo data's delivered weeks, with the courier's note.
    await expect(main(page).getByRole('heading', { level: 2, name: 'Recent deliveries' })).toBeVisible();
    await expect(
      main(page)
        .getByText(/^Driver's note: /)
        .first(),
    ).toBeVisible();
    await expectAccessible(page, '/account (en)');

    const { card, date } = await firstCardWith(page, 'Skip this week');
    await expect(card.getByText('Open for changes')).toBeVisible();
    await expect(card.getByRole('timer')).toHaveText(/^Changes close in \d+ (days?|hours?|minutes?)/);
    await expect(card.getByText(/^Order changes close \w+day, \w+ \d+ at \d+:\d\d [ap]\.m\.$/)).toBeVisible();
    await expect(card.getByText(/^\$\d+\.\d\d$/).last()).toBeVisible();
    toRestore = { locale: 'en', date };
    await card.getByRole('button', { name: 'Skip this week' }).click();

    const confirm = page.getByRole('dialog', { name: `Skip the delivery of ${date}?` });
    await expect(confirm.getByText(/^Your box: \d+ meals?, \d+ servings$/)).toBeVisible();
    await expect(confirm.getByText(/an order needs at least \$59\.00 to be delivered/)).toBeVisible();
    await expectAccessible(page, 'skip confirmation (en)');
    await confirm.getByRole('button', { name: 'Yes, skip this week' }).click();

    const feedback = page.getByRole('dialog', { name: 'Why are you skipping this week?' });
    await expect(feedback.getByText(`The delivery of ${date} is skipped.`)).toBeVisible();
    await pick(feedback.getByRole('radio', { name: "I'm away" }));
    await feedback.getByLabel('Anything to add? (optional)').fill('At the cottage');
    await expectAccessible(page, 'skip feedback (en)');
    await feedback.getByRole('button', { name: 'Send my answer' }).click();
    await expect(feedback).toBeHidden();

    const week = cardOf(page, date);
    await expect(week.getByRole('status')).toHaveText(`The delivery of ${date} is skipped. Thanks for telling us why.`);
    await expect(week.getByText('Skipped', { exact: true })).toBeVisible();
    const unskip = week.getByRole('button', { name: 'Unskip this week' });
    await expect(unskip).toBeFocused();
    await unskip.click();
    await expect(week.getByRole('status')).toHaveText(new RegExp(`^The delivery of ${date} is back`));
    await expect(week.getByRole('button', { name: 'Skip this week' })).toBeVisible();
    await expect(week.getByText('Open for changes')).toBeVisible();
  });

  test('the English household changes its delivery window, then moves it back', async ({ page }) => {
    await signIn(page, DEMO_EN);
    await page.goto('/account');
    const { card, date } = await firstCardWith(page, 'Change delivery');
    const before = (await card.getByText(/^Delivery window: /).textContent())!.replace('Delivery window: ', '');
    await card.getByRole('button', { name: 'Change delivery' }).click();

    const dialog = page.getByRole('dialog', { name: `Change the delivery of ${date}` });
    const current = dialog.getByRole('radio', { checked: true });
    await expect(current).toHaveAccessibleName(`${date}, ${before}`);
    const other = dialog.getByRole('radio', { checked: false }).first();
    const otherName = await other.getAttribute('aria-label');
    await expectAccessible(page, 'change delivery (en)');
    await pick(other);
    await dialog.getByRole('button', { name: 'Move my delivery' }).click();
    await expect(dialog).toBeHidden();
    await expect(main(page).getByRole('status').filter({ hasText: 'Your delivery is now on' })).toHaveText(
      `Your delivery is now on ${otherName}`,
    );

    // Back as it was, so the demo household keeps its seeded window.
    const [movedDate] = otherName!.split(/, (?=\d)/);
    const moved = cardOf(page, movedDate!);
    await moved.getByRole('button', { name: 'Change delivery' }).click();
    const again = page.getByRole('dialog', { name: `Change the delivery of ${movedDate}` });
    await pick(again.getByRole('radio', { name: `${date}, ${before}` }));
    await again.getByRole('button', { name: 'Move my delivery' }).click();
    await expect(again).toBeHidden();
    await expect(cardOf(page, date).getByText(`Delivery window: ${before}`)).toBeVisible();
  });

  test('skips and unskips with the keyboard only', async ({ page }) => {
    await signIn(page, DEMO_EN);
    await page.goto('/account');
    const { date } = await firstCardWith(page, 'Skip this week');
    // Tab from the top of the page to the first "Skip this week" button.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 80 && (await focused()) !== 'Skip this week'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip this week');
    toRestore = { locale: 'en', date };
    await page.keyboard.press('Enter');

    const confirm = page.getByRole('dialog', { name: `Skip the delivery of ${date}?` });
    await expect(confirm).toBeVisible();
    for (let i = 0; i < 6 && (await focused()) !== 'Yes, skip this week'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Yes, skip this week');
    await page.keyboard.press('Enter');

    const feedback = page.getByRole('dialog', { name: 'Why are you skipping this week?' });
    await expect(feedback).toBeVisible();
    await expect(feedback.getByRole('heading', { name: 'Why are you skipping this week?' })).toBeFocused();
    // Into the reasons: Tab reaches the group, the arrow keys move and pick.
    await page.keyboard.press('Tab');
    await expect(feedback.getByRole('radio', { name: "I'm away" })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(feedback.getByRole('radio', { name: "I don't like this week's menu" })).toBeChecked();
    for (let i = 0; i < 6 && (await focused()) !== 'Send my answer'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(feedback).toBeHidden();

    const week = cardOf(page, date);
    await expect(week.getByRole('button', { name: 'Unskip this week' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(week.getByRole('status')).toHaveText(new RegExp(`^The delivery of ${date} is back`));
  });

  test('the French household reads French dates, prices and windows, and skips and unskips in French', async ({
    page,
  }) => {
    await signIn(page, DEMO_FR);
    await page.goto('/fr/compte_v2');
    await expect(page).toHaveURL(/\/fr\/compte$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Prochaines livraisons' })).toBeVisible();
    await expectAccessible(page, '/fr/compte');

    const { card, date } = await firstCardWith(page, 'Sauter cette semaine');
    expect(date).toMatch(/^(dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2}(er)? [a-zéû]+$/);
    await expect(card.getByText(/^Plage de livraison : de \d{1,2} h à \d{1,2} h$/)).toBeVisible();
    await expect(card.getByText(/^Modifications possibles jusqu'au .+ à \d{1,2} h \d\d$/)).toBeVisible();
    await expect(card.getByRole('timer')).toHaveText(/^Il vous reste .+ pour faire des changements$/);
    await expect(card.locator('dd').last()).toHaveText(/^\d+,\d\d\s\$$/);
    await expect(card.getByText('Modifiable', { exact: true })).toBeVisible();

    toRestore = { locale: 'fr', date };
    await card.getByRole('button', { name: 'Sauter cette semaine' }).click();
    const confirm = page.getByRole('dialog', { name: `Sauter la livraison du ${date}?` });
    await expect(confirm.getByText(/au moins 59,00\s\$ pour être livrée/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Oui, sauter cette semaine' }).click();
    const feedback = page.getByRole('dialog', { name: 'Pourquoi sautez-vous cette semaine?' });
    await pick(feedback.getByRole('radio', { name: 'Mon budget est serré' }));
    await expectAccessible(page, 'skip feedback (fr)');
    await feedback.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await expect(feedback).toBeHidden();

    const week = cardOf(page, date);
    await expect(week.getByRole('status')).toHaveText(
      `La livraison du ${date} est sautée. Merci de nous avoir dit pourquoi.`,
    );
    await week.getByRole('button', { name: 'Réactiver cette semaine' }).click();
    await expect(week.getByRole('status')).toHaveText(new RegExp(`^La livraison du ${date} est de retour`));
  });

  test('the English household sees why a week failed its payment and where to update the card', async ({ page }) => {
    // The demo seed bills Alex's next week on a declined card (README "Demo logins").
    await signIn(page, DEMO_EN);
    await page.goto('/account');
    const failed = main(page)
      .getByRole('article')
      .filter({ has: page.getByText('Payment failed', { exact: true }) })
      .first();
    await expect(failed).toBeVisible();
    await expect(failed.getByText(/^Your card was declined.*Update your card and we'll try again\.$/)).toBeVisible();
    await expect(failed.getByRole('link', { name: 'Update your card' })).toHaveAttribute('href', '/settings/payment');
    await expect(failed.getByRole('button', { name: 'Skip this week', exact: true })).toHaveCount(0);
  });
});

test.describe('the signed-in header on a phone', () => {
  for (const [who, path, lang] of [
    [DEMO_EN, '/account', 'English'],
    [DEMO_FR, '/fr/compte', 'French'],
  ] as const) {
    test(`fits 320 px without side scrolling, its links still named (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await signIn(page, who);
      await page.goto(path);
      const header = page.getByRole('banner');
      // The logo shows only its mark and the points only their number, the words kept for screen readers.
      await expect(header.getByRole('link', { name: /^(Field & Plate home|Accueil de Field & Plate)$/ })).toBeVisible();
      await expect(header.getByRole('link', { name: /: \d+ pts?$/ })).toBeVisible();
      await expect(header.getByRole('button', { name: /menu/i }).last()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});

test.describe('the schedule and tracking', () => {
  for (const [locale, who, paths] of [
    ['en', DEMO_EN, { schedule: '/schedule', track: '/track' }],
    ['fr', DEMO_FR, { schedule: '/fr/horaire', track: '/fr/suivi' }],
  ] as const) {
    test(`${locale}: the schedule lists the coming weeks and tracking says what today holds`, async ({ page }) => {
      await signIn(page, who);
      await page.goto(paths.schedule);
      await expect(
        page.getByRole('heading', { level: 1, name: locale === 'en' ? 'Schedule' : 'Horaire' }),
      ).toBeVisible();
      await expect(main(page).getByRole('article').first()).toBeVisible();
      await expect(
        main(page).getByRole('button', { name: locale === 'en' ? 'Unskip this week' : 'Réactiver cette semaine' }),
      ).toHaveCount(1);
      await expectAccessible(page, `${paths.schedule}`);

      await page.goto(paths.track);
      await expect(
        page.getByRole('heading', { level: 1, name: locale === 'en' ? 'Track my delivery' : 'Suivre ma livraison' }),
      ).toBeVisible();
      await expect(
        main(page).getByRole('heading', {
          level: 2,
          name: locale === 'en' ? 'Recent deliveries' : 'Livraisons récentes',
        }),
      ).toBeVisible();
      await expectAccessible(page, `${paths.track}`);
    });
  }
});
