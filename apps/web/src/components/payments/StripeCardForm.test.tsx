import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPaymentData, postCardSetup } from '@fp/contracts';
import { configureApi } from '../../lib/api.ts';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { fakeServer, type FakeServer } from '../../test/fake-server.ts';
import { testQueryClient } from '../../test/render-page.tsx';
import { CardForm } from './CardForm.tsx';

/** Stripe.js and Elements stand-ins: the card frame reports itself complete, confirmation answers as set. */
const confirmCardSetup = vi.fn();
const loadStripe = vi.fn(async (_key: string, _options: unknown) => ({ confirmCardSetup }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: (key: string, options: unknown) => loadStripe(key, options) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  useStripe: () => ({ confirmCardSetup }),
  useElements: () => ({ getElement: () => ({ kind: 'card-element' }) }),
  CardElement: (props: { onReady(): void; onChange(e: { complete: boolean }): void }) => (
    <button type="button" ref={() => props.onReady()} onClick={() => props.onChange({ complete: true })}>
      stripe-card-frame
    </button>
  ),
}));

const onToken = vi.fn();
let server: FakeServer | undefined;

function renderForm(locale: 'en' | 'fr' = 'en') {
  server = fakeServer()
    .on(getPaymentData, {
      gateway: { name: 'stripe', tokenizeUrl: '', publishableKey: 'pk_live_x', test: false },
      card: null,
    })
    .on(postCardSetup, { clientSecret: 'seti_123_secret_abc' });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <LocaleProvider locale={locale}>
        <Suspense fallback={null}>
          <CardForm onToken={onToken} />
        </Suspense>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await Promise.all((['en', 'fr'] as const).flatMap((l) => [loadNamespace(l, 'common'), loadNamespace(l, 'payments')]));
});
beforeEach(() => {
  onToken.mockReset();
  confirmCardSetup.mockReset();
  configureApi({ locale: () => 'en', navigate: vi.fn(), signInPath: () => '/clients/sign_in', message: (c) => c });
});
afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('the card form with Stripe', () => {
  it('saves the card with a SetupIntent and hands over its id, never a card number', async () => {
    confirmCardSetup.mockResolvedValue({ setupIntent: { id: 'seti_123', status: 'succeeded' } });
    const user = userEvent.setup();
    renderForm('fr');
    await user.click(await screen.findByText('stripe-card-frame'));
    expect(screen.queryByLabelText('Numéro de carte')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('seti_123'));
    expect(confirmCardSetup).toHaveBeenCalledWith('seti_123_secret_abc', {
      payment_method: { card: { kind: 'card-element' } },
    });
    expect(loadStripe).toHaveBeenCalledWith('pk_live_x', { locale: 'fr-CA' });
    expect(server!.received(postCardSetup)).toHaveLength(1);
  });

  it('shows Stripe’s refusal and hands over nothing', async () => {
    confirmCardSetup.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByText('stripe-card-frame'));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(onToken).not.toHaveBeenCalled();
  });
});
