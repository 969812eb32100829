import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

// The local OpenID Connect provider started by scripts/e2e-server.ts in Google's place.
const PROVIDER = `http://127.0.0.1:${process.env.E2E_OIDC_PORT ?? 4455}`;

// The provider signs in whoever was set last: run this file's tests one after the other.
test.describe.configure({ mode: 'serial' });

interface Person {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name: string;
  family_name: string;
}

async function nextSignInAs(request: APIRequestContext, person: Person) {
  const res = await request.post(`${PROVIDER}/__identity`, { data: person });
  expect(res.status()).toBe(204);
}

function newPerson(firstName: string): Person {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    sub: `e2e-google-${id}`,
    email: `e2e.google.${id}@example.com`,
    given_name: firstName,
    family_name: 'Lapointe',
  };
}

async function sessionData(page: Page) {
  const res = await page.request.get('/api/v1/sessions/session_data');
  return (await res.json()) as { loggedIn: boolean; client: { firstname: string; email: string } | null };
}

test.describe('social sign-in with Google (local provider)', () => {
  test('signs up with Google, lands signed in, signs out, and signs in again (English)', async ({ page }) => {
    const person = newPerson('Robin');
    await nextSignInAs(page.request, person);
    await page.goto('/clients/sign_in');
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL(/\/clients\/social_auth\?/);
    await expect(page.getByText('Welcome to Field & Plate! Your account is ready.')).toBeVisible();
    await expectAccessible(page, 'social sign-in result (en)');
    await expect(page).toHaveURL(/\/account$/);
    // The address changes before the account page has loaded, and the panel closes when the page
    // changes: open it on the account page.
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Account menu for Robin' }).click();
    await expect(banner.getByText('Hi, Robin!')).toBeVisible();
    expect(await sessionData(page)).toMatchObject({
      loggedIn: true,
      client: { firstname: 'Robin', email: person.email },
    });
    // The lead event of a new account is kept locally by provider.
    expect(await page.evaluate(() => window.localStorage.getItem('social_lead_events'))).toContain('google_oauth2');

    await banner.getByRole('button', { name: 'Log out' }).first().click();
    await expect(banner.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    expect(await sessionData(page)).toMatchObject({ loggedIn: false });

    // The same Google account again: the existing client, matched by its subject.
    await nextSignInAs(page.request, person);
    await page.goto('/clients/sign_in');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page.getByText("You're signed in.")).toBeVisible();
    await expect(page).toHaveURL(/\/account$/);
    expect(await sessionData(page)).toMatchObject({ loggedIn: true, client: { email: person.email } });
  });

  test('signs up with Google from the French sign-in page', async ({ page }) => {
    const person = newPerson('Noémie');
    await nextSignInAs(page.request, person);
    await page.goto('/fr/clients/connexion');
    await expectAccessible(page, 'sign in with social buttons (fr)');
    await page.getByRole('link', { name: 'Continuer avec Google' }).click();

    await expect(page).toHaveURL(/\/fr\/clients\/connexion-sociale\?/);
    await expect(page.getByText('Bienvenue chez Field & Plate! Votre compte est prêt.')).toBeVisible();
    await expectAccessible(page, 'social sign-in result (fr)');
    await expect(page).toHaveURL(/\/fr\/compte$/);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Menu du compte de Noémie' }).click();
    await expect(banner.getByText('Bonjour, Noémie!')).toBeVisible();
    await banner.getByRole('button', { name: 'Déconnexion' }).first().click();
    await expect(banner.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();
  });

  test('shows the error modal when an unverified Google e-mail matches an existing account', async ({ page }) => {
    await nextSignInAs(page.request, {
      sub: `e2e-google-unverified-${Date.now()}`,
      email: 'demo@fieldandplate.ca',
      email_verified: false,
      given_name: 'Mallory',
      family_name: 'Intruder',
    });
    await page.goto('/clients/sign_in');
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Authentication failed' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('No authentication with Google took place. Please try again.');
    await expect(dialog).toContainText('Google has not confirmed this e-mail address');
    await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
    await expectAccessible(page, 'social sign-in error (en)');
    expect(await sessionData(page)).toMatchObject({ loggedIn: false });

    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/clients\/sign_in$/);
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  });
});
