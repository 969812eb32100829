import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  createReauthentication,
  getSocialProviders,
  newReauthentication,
  type SessionData,
  type SocialProvider,
} from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { configureApi } from '../../lib/api.ts';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { SESSION_QUERY_KEY } from '../../lib/session.ts';
import { errorReply, fakeServer, type FakeServer } from '../../test/fake-server.ts';
import { testQueryClient } from '../../test/render-page.tsx';
import ReauthDialog, { CLIENT_RETURN_TO_KEY } from './ReauthDialog.tsx';

const EMAIL = 'alex@example.com';

let server: FakeServer | undefined;

/** The server's side: the dialog's data, the password check and the configured providers. */
function serve(options: { password?: boolean; providers?: SocialProvider[]; wrong?: string } = {}) {
  server?.close();
  server = fakeServer()
    .on(newReauthentication, { email: EMAIL, password: options.password ?? true, providers: options.providers ?? [] })
    .on(createReauthentication, ({ password, url }) =>
      password === 'right password'
        ? { url }
        : errorReply(422, 'reauthentication_failed', options.wrong ?? 'Nope, says the server.'),
    )
    .on(getSocialProviders, {
      enabled: ['google_oauth2', 'facebook', 'apple'],
      linked: options.providers ?? [],
      oneTapClientId: null,
    });
  return server;
}

function session(multilogin: boolean): SessionData {
  return {
    locale: 'en',
    loggedIn: true,
    client: { id: 1, firstname: 'Alex', email: EMAIL, rewardPoints: 0 },
    trackDelivery: false,
    customerSchedule: false,
    adminLoggedIn: false,
    showOneTap: false,
    environment: 'test',
    discountBar: { discount: null, firstWeekDiscount: null, textEn: null, textFr: null },
    flags: { show_multilogin: multilogin, settings_password: true },
    support: { email: 'support@example.com', phone: '1 800 555 0100', corporateEmail: 'corp@example.com' },
  } as SessionData;
}

function renderDialog(options: { locale?: Locale; multilogin?: boolean } = {}) {
  const onAuthenticated = vi.fn();
  const client = testQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session(options.multilogin ?? true));
  const router = createMemoryRouter(
    [
      {
        path: '/settings/account',
        element: (
          <LocaleProvider locale={options.locale ?? 'en'}>
            <Suspense fallback={null}>
              <ReauthDialog returnPath="/settings/account?tab=1" onAuthenticated={onAuthenticated} />
            </Suspense>
          </LocaleProvider>
        ),
      },
      { path: '/account', element: <p>account home</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/settings/account'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onAuthenticated, router };
}

beforeAll(async () => {
  await Promise.all(
    (['en', 'fr'] as const).flatMap((l) => [
      loadNamespace(l, 'common'),
      loadNamespace(l, 'settings'),
      loadNamespace(l, 'social'),
    ]),
  );
});

beforeEach(() => {
  configureApi({ locale: () => 'en', navigate: vi.fn(), signInPath: () => '/clients/sign_in', message: (c) => c });
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
  window.localStorage.clear();
});

// Rendering the dialog and typing take a few seconds on a loaded machine (the other form tests do the same).
describe('ReauthDialog', { timeout: 20_000 }, () => {
  it('keeps the login button inactive while the password is empty and saves the return path', async () => {
    serve();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(dialog.textContent).toContain("It's been a while.");
    const login = await screen.findByRole('button', { name: 'Log in' });
    expect((login as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect((login as HTMLButtonElement).disabled).toBe(false);
    expect(window.localStorage.getItem(CLIENT_RETURN_TO_KEY)).toBe('/settings/account?tab=1');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/clients/password/new',
    );
    expect(dialog.textContent).toContain(`Not ${EMAIL}?`);
  });

  it("shows the server's error as it is, then returns the URL on success", async () => {
    serve({ wrong: 'The server said no, in its own words.' });
    const { onAuthenticated } = renderDialog();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The server said no, in its own words.'),
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(onAuthenticated).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledWith('/settings/account?tab=1'));
    expect(server!.received(createReauthentication).at(-1)).toEqual({
      email: EMAIL,
      password: 'right password',
      url: '/settings/account?tab=1',
    });
    expect(window.localStorage.getItem(CLIENT_RETURN_TO_KEY)).toBeNull();
  });

  it('offers the linked providers only while show_multilogin is on', async () => {
    serve({ providers: ['google_oauth2'] });
    renderDialog({ multilogin: true });
    const google = await screen.findByRole('link', { name: /Google/ });
    expect(google.getAttribute('href')).toContain('/clients/auth/google_oauth2?intent=reauth');
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
    cleanup();

    serve({ providers: ['google_oauth2'] });
    renderDialog({ multilogin: false });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull();
  });

  it('goes to the account home when closed with Escape', async () => {
    serve();
    const { router } = renderDialog();
    await screen.findByRole('button', { name: 'Log in' });
    // The dialog takes the focus a frame after it appears; a key pressed before that goes to the page.
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('speaks French', async () => {
    serve();
    renderDialog({ locale: 'fr' });
    expect(((await screen.findByRole('button', { name: 'Se connecter' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('dialog', { name: "Confirmez que c'est bien vous" }).textContent).toContain(
      `Vous n'êtes pas ${EMAIL}?`,
    );
  });
});
