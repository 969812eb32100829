import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';
import { holdScripts, openHeld, untilTakenOver } from '../support/held-scripts.ts';

/** Counts the calls made to an API path while a test runs. */
function countCalls(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.method());
  });
  return calls;
}

test.describe('FAQ', () => {
  test('lists every category and opens a question in place', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('Frequently asked questions | Field & Plate');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Delivery', exact: true })).toBeVisible();

    const question = page.getByRole('button', { name: 'What is Field & Plate?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = page.getByRole('region', { name: 'What is Field & Plate?' });
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Vancouver, Calgary, Toronto and Montréal');
    await expectAccessible(page, 'faq (en)');

    // The keyboard closes it again.
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('opens a category by its French path, in French', async ({ page }) => {
    await page.goto('/fr/faq/categorie/delivery');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle('Foire aux questions | Field & Plate');
    await expect(page.getByRole('heading', { level: 1, name: 'Livraison' })).toBeVisible();
    const first = page.getByRole('main').getByRole('button').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Toute la foire aux questions' })).toBeVisible();
    await expectAccessible(page, 'faq category (fr)');

    await page.getByRole('link', { name: 'Toute la foire aux questions' }).click();
    await expect(page).toHaveURL(/\/fr\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
  });

  test('shows the not-found page for an unknown category', async ({ page }) => {
    await page.goto('/faqs_category/no-such-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Field & Plate');
    await expectAccessible(page, 'unknown faq category');
  });
});

/** The text of the message customer service got from `who` (the dev mailbox). */
async function supportMailFrom(request: APIRequestContext, who: string): Promise<string> {
  const outbox = await request.get('/api/dev/outbox?to=support@fieldandplate.ca');
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
  const mail = messages.find((m) => m.subject.includes(who));
  expect(mail, 'the message reached customer service').toBeTruthy();
  return mail!.text;
}

test.describe('contact', () => {
  test('checks the form, then sends the message to customer service', async ({ page, request }) => {
    await page.goto('/contact?topic=corporate');
    await expect(page).toHaveTitle('Contact us | Field & Plate');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByLabel('Topic')).toHaveValue('corporate');

    const sent = countCalls(page, '/api/v1/pages/contact');
    await main.getByRole('button', { name: 'Send my message' }).click();
    const name = main.getByLabel('Your name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Please enter your name \(at least 2 letters\)\./);
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please tell us a little more (at least 10 characters).')).toBeVisible();
    await expectAccessible(page, 'contact form with errors');
    expect(sent).toEqual([]);

    const who = `Maëlle Gagnon ${Date.now()}`;
    await name.fill(who);
    await main.getByLabel('Email', { exact: true }).fill('maelle@example.com');
    await main.getByLabel('Order number (optional)').fill('FP-20931');
    await main.getByLabel('Your message').fill('We would like weekly lunches for a team of 25 in Laval.');
    await main.getByRole('button', { name: 'Send my message' }).click();

    const thanks = page.getByRole('heading', { name: `Thanks, ${who}! We got your message.` });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByText('Our team answers within one business day')).toBeVisible();
    await expectAccessible(page, 'contact sent');
    expect(sent).toEqual(['POST']);

    const mail = await supportMailFrom(request, who);
    expect(mail).toContain('FP-20931');
    expect(mail).toContain('team of 25 in Laval');
  });

  test('garde ce qu’une visiteuse a écrit avant que la page soit prête, et l’envoie', async ({ page, request }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, '/fr/nous-joindre');
    // The server's page, before its scripts: the visitor fills it in on a slow line.
    const main = page.getByRole('main');
    const who = `Geneviève Tremblay ${Date.now()}`;
    await main.getByLabel('Votre nom').fill(who);
    await main.getByLabel('Courriel', { exact: true }).fill('genevieve@exemple.ca');
    await main.getByLabel('Sujet').selectOption({ label: 'Livraison' });
    await main.getByLabel('Votre message').fill('Pouvez-vous laisser la boîte chez la voisine du 2e?');
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);

    scripts.release();
    await untilTakenOver(page);
    await main.getByRole('button', { name: 'Envoyer mon message' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Merci, ${who}`) })).toBeVisible();

    const mail = await supportMailFrom(request, who);
    expect(mail).toContain('genevieve@exemple.ca');
    expect(mail).toContain('voisine du 2e');
  });

  test('speaks French, with the field errors tied to their fields', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/fr/nous-joindre');
    await expect(page).toHaveTitle('Nous joindre | Field & Plate');
    await expect(page.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel('Votre nom').fill('Léa');
    await main.getByLabel('Courriel', { exact: true }).fill('lea@exemple');
    await main.getByLabel('Sujet').selectOption({ label: 'Livraison' });
    await main.getByLabel('Votre message').fill('Allo');
    await main.getByRole('button', { name: 'Envoyer mon message' }).click();
    const email = main.getByLabel('Courriel', { exact: true });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/Veuillez entrer une adresse courriel valide\./);
    await expect(main.getByLabel('Votre message')).toHaveAccessibleDescription(
      /Donnez-nous un peu plus de détails \(au moins 10 caractères\)\./,
    );
    await expectAccessible(page, 'contact (fr, 320 px)');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(320);
  });
});

test.describe('legal pages', () => {
  test('shows the privacy policy and the terms with their revision date and the liability cap', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy policy | Field & Plate');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: October 1, 2026')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '2. Our Privacy Officer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@fieldandplate.ca' }).first()).toHaveAttribute(
      'href',
      'mailto:privacy@fieldandplate.ca',
    );
    await expectAccessible(page, 'privacy (en)');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions', exact: true }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
    await expect(
      page.getByText(/LIMITED TO THE AMOUNT YOU PAID FOR THE ORDER CONCERNED, OR TO 1\.00 CAD/),
    ).toBeVisible();
    await expectAccessible(page, 'terms (en)');
  });

  test('dates the French privacy policy the Québec way', async ({ page }) => {
    await page.goto('/fr/politiques');
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
    await expect(page.getByText('Dernière mise à jour : 1er octobre 2026')).toBeVisible();
    await expectAccessible(page, 'privacy (fr)');
    await page.goto('/fr/termes-conditions');
    await expect(page.getByText(/À 1,00 \$ CA/)).toBeVisible();
  });
});

test.describe('newsletter', () => {
  test('asks for consent before subscribing, then thanks', async ({ page }) => {
    await page.goto('/story');
    const footer = page.getByRole('contentinfo');
    // The newsletter block loads when the footer comes into view.
    await footer.scrollIntoViewIfNeeded();
    const form = footer.getByRole('region', { name: 'Recipes and offers by e-mail' });
    await expect(form).toBeVisible();
    const sent = countCalls(page, '/api/v1/newsletter/subscribe');

    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeFocused();

    await form.getByLabel('Email address').fill(`reader+${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const consent = form.getByRole('checkbox');
    await expect(form.getByText('Please accept the terms and the privacy policy to subscribe.')).toBeVisible();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'newsletter error');
    expect(sent, 'nothing is sent before the form is valid').toEqual([]);

    await consent.check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Thanks! Check your inbox.')).toBeVisible();
    expect(sent).toEqual(['POST']);
    await expectAccessible(page, 'newsletter success');
  });

  test('subscribes in French', async ({ page }) => {
    await page.goto('/fr/histoire');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const form = page.getByRole('contentinfo').getByRole('region', { name: 'Recettes et offres par courriel' });
    await form.getByLabel('Adresse courriel').fill(`lectrice+${Date.now()}@exemple.ca`);
    await form.getByRole('button', { name: "M'abonner" }).click();
    await expect(form.getByText('Veuillez accepter les conditions et la politique de confidentialité')).toBeVisible();
    await form.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
    await form.getByRole('button', { name: "M'abonner" }).click();
    await expect(form.getByText('Merci! Surveillez votre boîte de réception.')).toBeVisible();
    await expectAccessible(page, 'newsletter (fr)');
  });
});

test.describe('delivery area', () => {
  test('checks another postal code on the no-delivery page', async ({ page }) => {
    await page.goto('/no-delivery');
    await expect(page).toHaveTitle("We don't deliver there yet | Field & Plate");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We don’t deliver to your area yet');
    const postal = page.getByRole('textbox', { name: 'Postal code' });
    const check = page.getByRole('button', { name: 'Check', exact: true });

    await postal.fill('Y1A 1A1'); // Whitehorse
    await check.click();
    await expect(page.getByText('We do not deliver to this area yet (Y1A 1A1).')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose your plan' })).toHaveCount(0);

    await postal.fill('12345');
    await check.click();
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    await expect(postal).toHaveAccessibleDescription(/Please enter a valid postal code, for example V6B 1A1\./);
    await expectAccessible(page, 'no-delivery with error');

    await postal.fill('v6b 1a1');
    await check.click();
    await expect(page.getByText(/Good news: we deliver to .*\(V6B 1A1\)!/)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Choose your plan' }).click();
    await expect(page).toHaveURL(/\/signup\/plans\/$/);
  });

  test('tells a French visitor in the territories we do not deliver yet', async ({ page }) => {
    await page.goto('/fr/hors-zone');
    await page.getByRole('textbox', { name: 'Code postal' }).fill('Y1A 1A1');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await expect(page.getByText('Nous ne livrons pas encore dans ce secteur (Y1A 1A1).')).toBeVisible();
    await expectAccessible(page, 'no-delivery (fr)');
  });

  test('lists the delivery areas the footer links to', async ({ page }) => {
    await page.goto('/story');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery areas' }).click();
    await expect(page).toHaveURL(/\/how-meal-kit-delivery-works#areas$/);
    const areas = page.locator('#areas');
    await expect(areas.getByRole('heading', { level: 2, name: 'Where we deliver' })).toBeVisible();
    await expect(areas.getByRole('heading', { level: 3, name: 'British Columbia' })).toBeVisible();
    await expect(areas).toBeInViewport();
    await expect(areas).toBeFocused();
    await expectAccessible(page, 'delivery areas');
  });
});

test.describe('content pages', () => {
  test('shows how it works with its four steps, and the FAQ block above the footer', async ({ page }) => {
    await page.goto('/how-it-works');
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Field & Plate in 4 steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toContainText('Choose your plan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq).toBeVisible();
    await expect(faq.getByText('Getting started')).toBeVisible();
    await expectAccessible(page, 'how it works');
  });

  test('shows the rinse time as a step of the return how-to', async ({ page }) => {
    await page.goto('/zero-waste/how-to');
    const steps = page.getByRole('region', { name: 'Returning your kits in 4 steps' });
    await expect(steps.getByRole('heading', { name: 'Rinse for 20–30 s' })).toBeVisible();
    await expectAccessible(page, 'zero-waste how-to');
  });

  test('shows the impact figures as big numbers in French', async ({ page }) => {
    await page.goto('/fr/impact');
    await expect(page.getByRole('heading', { level: 1, name: 'Notre impact' })).toBeVisible();
    await expect(page.getByText(/^4\s812\s340$/)).toBeVisible();
    await expect(page.getByText('repas livrés')).toBeVisible();
    await expect(page.getByText(/^92\s%$/)).toBeVisible();
    await expectAccessible(page, 'impact (fr)');
  });

  test('shows the gift card landing with its honest note on buying online', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/gift');
    await expect(page.getByRole('heading', { level: 1, name: 'Give the gift of good food' })).toBeVisible();
    await expect(page.getByText('Any amount from $20 to $9,999', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Online purchase opens soon' })).toBeVisible();
    await expectAccessible(page, 'gift (320 px)');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(320);
    await page.getByRole('main').getByRole('link', { name: 'Contact our corporate sales team' }).first().click();
    await expect(page).toHaveURL(/\/contact\?topic=corporate$/);
    await expect(page.getByRole('main').getByLabel('Topic')).toHaveValue('corporate');
  });

  test('every content page has one h1 and works at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    for (const path of [
      '/story',
      '/eco-friendly-commitments',
      '/zero-waste',
      '/fr/comment-ca-fonctionne',
      '/fr/cadeau',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, path).toBeLessThanOrEqual(320);
      await expectAccessible(page, `${path} (320 px)`);
    }
  });
});

test.describe('banners', () => {
  test('shows the notice bar until it is dismissed, and remembers it', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Notice: Holiday deliveries' });
    await expect(notice).toBeVisible();
    await expectAccessible(page, 'home with banners');
    await notice.getByRole('button', { name: 'Dismiss the notice: Holiday deliveries' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notice: Holiday deliveries' })).toHaveCount(0);
  });

  test('shows the price-increase banner only while the server has one', async ({ page, request }) => {
    const answer = await request.get('/api/v1/content/price_increase');
    await page.goto('/fr/impact');
    const banner = page.getByRole('region', { name: 'Changement de prix à venir' });
    if (answer.ok()) {
      const { message } = (await (
        await request.get('/api/v1/content/price_increase', {
          headers: { 'accept-language': 'fr-CA' },
        })
      ).json()) as { message: string };
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(message.slice(0, 20));
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);
    }
  });
});
