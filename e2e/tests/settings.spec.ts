import { expect, test, type Page } from '../support/test.ts';
import { expectAccessible } from '../support/a11y.ts';

const CSRF = { 'x-requested-with': 'field-and-plate' };
// The English demo household of the seed (README "Demo logins"); only read here, never changed.
const DEMO_EN = { email: 'demo@fieldandplate.ca', password: 'fresh-meals-2026' };
const PASSWORD = 'settings-e2e-password';

/** A new household of its own (so changing its name and password disturbs no other test), signed in. */
async function newClient(page: Page, locale: 'en' | 'fr' = 'en') {
  const email = `settings.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post('/api/v1/signup/create_client', {
    headers: { ...CSRF, 'accept-language': locale === 'fr' ? 'fr-CA' : 'en-CA' },
    data: { firstName: 'Robin', lastName: 'Lavoie', email, password: PASSWORD, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

const main = (page: Page) => page.getByRole('main');

async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/api/v1/sessions/sign_in', { headers: CSRF, data: who });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('account settings behind the password dialog', () => {
  test('asks for the password, shows the error as is, then opens the page; name and password change', async ({
    page,
  }) => {
    await newClient(page);
    await page.goto('/settings/account');

    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("It's been a while.")).toBeVisible();
    await expect(dialog.getByText(/^Not settings\..*@example\.com\?/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    const login = dialog.getByRole('button', { name: 'Log in' });
    await expect(login).toBeDisabled();
    await expectAccessible(page, 'password dialog (en)');
    // The page itself waits behind the dialog.
    await expect(page.getByRole('heading', { name: 'Your name' })).toHaveCount(0);

    await dialog.getByLabel('Password').fill('not the password');
    await expect(login).toBeEnabled();
    await login.click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect password, please try again.');

    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(main(page).getByLabel('E-mail address')).toHaveJSProperty('readOnly', true);
    await expect(main(page).getByText('To change your e-mail address, contact support.')).toBeVisible();
    await expectAccessible(page, 'account settings (en)');

    // Name: the 2-letter rule, then a saved name that the header greets by.
    await main(page).getByLabel('First name').fill('R');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(main(page).getByText('Please enter your first name (at least 2 letters).')).toBeVisible();
    await expect(main(page).getByLabel('First name')).toBeFocused();
    await main(page).getByLabel('First name').fill('Rosalie');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(main(page).getByText('Your name is saved.')).toBeVisible();
    const session = await (await page.request.get('/api/v1/sessions/session_data')).json();
    expect(session.client.firstname).toBe('Rosalie');

    // Password: wrong current one, then a real change.
    await main(page).getByLabel('Current password').fill('wrong password!');
    await main(page).getByLabel('New password', { exact: true }).fill('a much better passphrase');
    await main(page).getByLabel('Confirm new password').fill('a much better passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(main(page).getByText('Incorrect current password, please try again.')).toBeVisible();
    await main(page).getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(main(page).getByText('Your password is changed.')).toBeVisible();
    await expect(main(page).getByLabel('Current password')).toHaveValue('');
    await expectAccessible(page, 'account settings after changes (en)');
  });

  test('closing the dialog with Escape goes to the account home (demo household)', async ({ page }) => {
    await signIn(page, DEMO_EN);
    await page.goto('/settings/account');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Not ${DEMO_EN.email}?`)).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/account$/);
    await expect(dialog).toBeHidden();
  });

  test('works in French, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    const email = await newClient(page, 'fr');
    await page.goto('/fr/parametres/compte');
    const dialog = page.getByRole('dialog', { name: "Confirmez que c'est bien vous" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Vous n'êtes pas ${email}?`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    await expectAccessible(page, 'password dialog (fr)');

    await dialog.getByLabel('Mot de passe').fill('mauvais mot de passe');
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Mot de passe incorrect, veuillez réessayer.');
    await dialog.getByLabel('Mot de passe').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
    await expect(main(page).getByLabel('Prénom')).toHaveValue('Robin');
    await expect(main(page).getByLabel('Adresse courriel')).toHaveValue(email);
    await expect(
      main(page).getByText('Pour changer votre adresse courriel, communiquez avec le service à la clientèle.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comptes liés' })).toBeVisible();
    await expectAccessible(page, 'account settings (fr)');

    // Client-side checks speak French too, without saving anything.
    await main(page).getByLabel('Mot de passe actuel').fill(PASSWORD);
    await main(page).getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
    await main(page).getByLabel('Confirmez le nouveau mot de passe').fill('autre');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(main(page).getByText('Votre mot de passe doit contenir au moins 10 caractères.')).toBeVisible();
    await expect(main(page).getByText('Les mots de passe ne correspondent pas.', { exact: false })).toBeVisible();
  });
});

test.describe('e-mail verification', () => {
  test('fails on a wrong code, then verifies with the code from the e-mail', async ({ page }) => {
    const email = await newClient(page);
    await page.goto('/email-verification');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main(page).getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
    await expectAccessible(page, 'email verification (en)');

    const outbox = await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    const mail = (outbox.messages as { template: string; text: string }[]).find(
      (m) => m.template === 'email_verification',
    );
    const code = mail?.text.match(/^\d{6}$/m)?.[0];
    expect(code).toMatch(/^\d{6}$/);

    await main(page)
      .getByLabel('Verification code')
      .fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(main(page).getByText('Verification failed. Please try again.')).toBeVisible();

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(main(page).getByText(/Please wait a minute before asking for another one/)).toBeVisible();

    await main(page).getByLabel('Verification code').fill(code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(main(page).getByText('Your e-mail address is verified. Thank you!')).toBeVisible();
    await expectAccessible(page, 'email verified (en)');
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });
});
