import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

// The demo households of the seed (README "Demo logins").
const DEMO_EN = { email: 'demo@fieldandplate.ca', password: 'fresh-meals-2026' };
const DEMO_FR = { email: 'demo.fr@fieldandplate.ca', password: 'fresh-meals-2026' };

// The reset test ends the other sessions of its account: run this file's tests one after the other.
test.describe.configure({ mode: 'serial' });

const main = (page: Page) => page.getByRole('main');

async function sessionData(page: Page) {
  const res = await page.request.get('/api/v1/sessions/session_data');
  return (await res.json()) as { loggedIn: boolean; client: { firstname: string } | null };
}

test.describe('password sign-in', () => {
  test('signs in with the demo password and signs out again (English)', async ({ page }) => {
    await page.goto('/clients/sign_in');
    await expect(page).toHaveTitle('Log in | Field & Plate');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/clients/password/new',
    );
    await expect(page.getByRole('link', { name: 'See our plans and sign up' })).toHaveAttribute(
      'href',
      '/signup/plans/',
    );
    await expectAccessible(page, 'sign in (en)');

    // Mistakes are tied to their fields, then the server's refusal is announced.
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(main(page).getByLabel('Email')).toHaveAccessibleDescription('Enter your email address.');
    await expect(main(page).getByLabel('Email')).toBeFocused();
    await main(page).getByLabel('Email').fill(DEMO_EN.email);
    await main(page).getByLabel('Password', { exact: true }).fill('not-the-right-one');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong email or password. Check them and try again.');
    await expectAccessible(page, 'sign in with an error (en)');

    const password = main(page).getByLabel('Password', { exact: true });
    await password.fill(DEMO_EN.password);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/account$/);
    expect(await sessionData(page)).toMatchObject({ loggedIn: true, client: { firstname: 'Alex' } });
    // The avatar opens the account panel, which holds the logout button.
    const avatar = page.getByRole('button', { name: 'Account menu for Alex' });
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
    await avatar.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Log in' }).locator('visible=true').first(),
    ).toBeVisible();
    expect(await sessionData(page)).toMatchObject({ loggedIn: false, client: null });
  });

  test('returns to the page that asked for a sign-in', async ({ page }) => {
    await page.goto('/rewards_v2');
    await expect(page).toHaveURL(/\/clients\/sign_in$/);
    await main(page).getByLabel('Email').fill(DEMO_EN.email);
    await main(page).getByLabel('Password', { exact: true }).fill(DEMO_EN.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/rewards_v2$/);
  });

  test('signs in in French', async ({ page }) => {
    await page.goto('/fr/clients/connexion');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expectAccessible(page, 'sign in (fr)');

    await main(page).getByLabel('Courriel').fill('pas-un-courriel');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(main(page).getByLabel('Courriel')).toHaveAccessibleDescription(
      'Veuillez entrer une adresse courriel valide.',
    );
    await expect(main(page).getByLabel('Mot de passe', { exact: true })).toHaveAccessibleDescription(
      'Entrez votre mot de passe.',
    );

    await main(page).getByLabel('Courriel').fill(DEMO_FR.email);
    await main(page).getByLabel('Mot de passe', { exact: true }).fill(DEMO_FR.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/compte$/);
    expect(await sessionData(page)).toMatchObject({ loggedIn: true, client: { firstname: 'Camille' } });
  });
});

test.describe('forgotten password', () => {
  test('sends a reset link, sets a new password from it and signs in', async ({ page }) => {
    await page.goto('/fr/clients/connexion');
    await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
    await expect(page).toHaveURL(/\/fr\/clients\/mot-de-passe\/oublie$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié?' })).toBeVisible();
    await expectAccessible(page, 'forgot password (fr)');

    const before = Date.now();
    await main(page).getByLabel('Courriel').fill(DEMO_FR.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('heading', { name: 'Consultez votre boîte de réception' })).toBeFocused();
    await expectAccessible(page, 'reset link sent (fr)');

    // The e-mail, in the client's language, from the development outbox: the reset worker writes
    // it just after the answer (decision 016).
    let message: { subject: string; text: string; createdAt: string } | undefined;
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(DEMO_FR.email)}`);
        const { messages } = (await res.json()) as {
          messages: { subject: string; text: string; createdAt: string }[];
        };
        message = messages.find((m) => Date.parse(m.createdAt) >= before - 5000);
        return message !== undefined;
      })
      .toBe(true);
    if (!message) throw new Error('no reset e-mail');
    expect(message.subject).toBe('Réinitialisez votre mot de passe Field & Plate');
    const link = message.text.match(/https?:\/\/\S+reset_password_token=[\w-]+/)![0];

    await page.goto(link);
    // The token leaves the address bar as soon as the page has read it.
    await expect(page).toHaveURL(/\/fr\/clients\/mot-de-passe\/nouveau$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
    await expect(main(page).getByLabel('Nouveau mot de passe', { exact: true })).toBeVisible();
    await expectAccessible(page, 'reset password (fr)');

    await main(page).getByLabel('Nouveau mot de passe', { exact: true }).fill('trop-court');
    await main(page).getByLabel('Confirmez le nouveau mot de passe').fill('pas-pareil-du-tout');
    await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
    await expect(main(page).getByLabel('Confirmez le nouveau mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas. Veuillez entrer de nouveau votre nouveau mot de passe.',
    );

    // The demo password stays the same for everyone else: the new one is the old one again.
    await main(page).getByLabel('Nouveau mot de passe', { exact: true }).fill(DEMO_FR.password);
    await main(page).getByLabel('Confirmez le nouveau mot de passe').fill(DEMO_FR.password);
    await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
    await expect(page).toHaveURL(/\/fr\/compte$/);
    expect(await sessionData(page)).toMatchObject({ loggedIn: true, client: { firstname: 'Camille' } });

    // The link worked once only.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText("Ce lien de réinitialisation n'est plus valide.");
    await expect(page.getByRole('link', { name: 'Demander un autre lien' })).toBeVisible();
    await expectAccessible(page, 'dead reset link (fr)');
  });
});
