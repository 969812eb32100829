import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { SocialAuthErrorDialog } from './SocialAuthErrorDialog.tsx';
import { SocialButtons } from './SocialButtons.tsx';

beforeAll(async () => {
  for (const locale of ['en', 'fr'] as const) {
    await loadNamespace(locale, 'common');
    await loadNamespace(locale, 'social');
  }
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrap(children: ReactNode, locale: 'en' | 'fr' = 'en', path = '/clients/sign_in') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <LocaleProvider locale={locale}>
          <Suspense fallback={null}>{children}</Suspense>
        </LocaleProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function providers(enabled: string[], linked: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ enabled, linked, oneTapClientId: null }), { status: 200 })),
  );
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
    const { container } = wrap(<SocialButtons intent="signin" />);
    await new Promise((r) => setTimeout(r, 20));
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
