import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { getSocialProviders, type SocialProvider } from '@fp/contracts';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { fakeServer, type FakeServer } from '../../test/fake-server.ts';
import { testQueryClient } from '../../test/render-page.tsx';
import { socialProvidersKeys } from './api/get-social-providers.ts';
import { SocialAuthErrorDialog } from './SocialAuthErrorDialog.tsx';
import { SocialButtons } from './SocialButtons.tsx';

beforeAll(async () => {
  for (const locale of ['en', 'fr'] as const) {
    await loadNamespace(locale, 'common');
    await loadNamespace(locale, 'social');
  }
});
let server: FakeServer | undefined;

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

function wrap(children: ReactNode, locale: 'en' | 'fr' = 'en', path = '/clients/sign_in') {
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocaleProvider locale={locale}>
          <Suspense fallback={null}>{children}</Suspense>
        </LocaleProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** Resolves once the providers' answer is in the cache, whatever the page then shows. */
  const providersLoaded = () =>
    waitFor(() => expect(client.getQueryState(socialProvidersKeys.all)?.status).toBe('success'));
  return { ...view, providersLoaded };
}

function providers(enabled: SocialProvider[], linked: SocialProvider[] = []) {
  server = fakeServer().on(getSocialProviders, { enabled, linked, oneTapClientId: null });
}

describe('SocialButtons', () => {
  it('links each enabled provider to the server start address, with intent, language and pages', async () => {
    providers(['google_oauth2', 'apple']);
    wrap(<SocialButtons intent="signin" returnTo="/menu/this-week" />);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    const href = new URL(google.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/clients/auth/google_oauth2');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      intent: 'signin',
      locale: 'en',
      returnTo: '/menu/this-week',
      from: '/clients/sign_in',
    });
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
  });

  it('shows only the providers asked for, in French for re-authentication', async () => {
    providers(['google_oauth2', 'facebook', 'apple']);
    wrap(<SocialButtons intent="reauth" providers={['facebook']} />, 'fr', '/fr/parametres/compte');
    const facebook = await screen.findByRole('link', { name: 'Confirmer avec Facebook' });
    expect(facebook.getAttribute('href')).toContain('intent=reauth&locale=fr');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('renders nothing when no provider is configured', async () => {
    providers([]);
    const { container, providersLoaded } = wrap(<SocialButtons intent="signin" />);
    await providersLoaded();
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('SocialAuthErrorDialog', () => {
  it('has a close button and a go-back button on the sign-in page', async () => {
    const onGoBack = vi.fn();
    const onClose = vi.fn();
    wrap(<SocialAuthErrorDialog provider="google_oauth2" variant="default" onGoBack={onGoBack} onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Authentication failed' });
    expect(dialog.textContent).toContain('No authentication with Google took place. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onGoBack).toHaveBeenCalledOnce();
  });

  it('has no close button on a settings page, and gives the social sign-in hint', async () => {
    wrap(<SocialAuthErrorDialog provider="apple" variant="settings" onGoBack={vi.fn()} onClose={vi.fn()} />, 'fr');
    const dialog = await screen.findByRole('alertdialog', { name: "Échec de l'authentification" });
    expect(dialog.textContent).toContain("Aucune authentification n'a eu lieu avec Apple.");
    expect(dialog.textContent).toContain('utilisez le même courriel');
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
  });

  it('explains a reason the person can act on', async () => {
    wrap(
      <SocialAuthErrorDialog provider="google_oauth2" variant="default" reason="account_closed" onGoBack={vi.fn()} />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('This account is closed. Contact us to reactivate it.');
  });
});
