import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPaymentData, getTestPaymentData, postTestGatewayToken, type OutputOf } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import { configureApi } from '../../lib/api.ts';
import { LocaleProvider, loadNamespace } from '../../lib/i18n.tsx';
import { errorReply, fakeServer, type FakeReply, type FakeServer } from '../../test/fake-server.ts';
import { testQueryClient } from '../../test/render-page.tsx';
import { CardForm } from './CardForm.tsx';

const onToken = vi.fn();
const gateway = { name: 'test', tokenizeUrl: '/test-gateway/v1/tokens', publishableKey: 'pk_test_x', test: true };
const summary = { brand: 'visa' as const, last4: '4242', expMonth: 12, expYear: 2035, postalCode: 'V5K 0A1' };

let server: FakeServer | undefined;

/** Answers like the server: payment data, test cards, and the gateway's tokenize call. */
function serve(
  tokenAnswer: () => OutputOf<typeof postTestGatewayToken> | FakeReply = () => ({ token: 'tok_abc', card: summary }),
) {
  server = fakeServer()
    .on(getPaymentData, { gateway, card: null })
    .on(getTestPaymentData, {
      cards: [
        { number: '4242 4242 4242 4242', brand: 'visa', outcome: 'succeeds', label: 'Payment succeeds' },
        { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'card_declined', label: 'Card declined' },
      ],
    })
    .on(postTestGatewayToken, tokenAnswer, { path: gateway.tokenizeUrl });
  return server;
}

const tokenizeCalls = () => server!.received(postTestGatewayToken, { path: gateway.tokenizeUrl });

function renderForm(locale: Locale = 'en', props: { error?: string } = {}) {
  const client = testQueryClient();
  render(
    <QueryClientProvider client={client}>
      <LocaleProvider locale={locale}>
        <Suspense fallback={null}>
          <CardForm onToken={onToken} {...props} />
        </Suspense>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

const labels = {
  en: { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code (CVC)', postal: 'Billing postal code' },
  fr: {
    number: 'Numéro de carte',
    expiry: "Date d'expiration",
    cvc: 'Code de sécurité (CVC)',
    postal: 'Code postal de facturation',
  },
};

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  locale: Locale,
  card: Record<keyof (typeof labels)['en'], string>,
) {
  for (const [field, value] of Object.entries(card) as [keyof (typeof labels)['en'], string][]) {
    if (value) await user.type(screen.getByLabelText(labels[locale][field]), value);
  }
}

beforeAll(async () => {
  await Promise.all((['en', 'fr'] as const).flatMap((l) => [loadNamespace(l, 'common'), loadNamespace(l, 'payments')]));
});

beforeEach(() => {
  onToken.mockReset();
  configureApi({ locale: () => 'en', navigate: vi.fn(), signInPath: () => '/clients/sign_in', message: (c) => c });
});

afterEach(() => {
  cleanup();
  server?.close();
  server = undefined;
});

describe('the card form', { timeout: 20_000 }, () => {
  it('shows each problem under its field, tied by aria-describedby, focuses the first, and sends nothing', async () => {
    serve();
    const user = userEvent.setup();
    renderForm();
    const submit = await screen.findByRole('button', { name: 'Save card' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await fill(user, 'en', { number: '4242424242424241', expiry: '0120', cvc: '12', postal: '90210' });
    await user.click(submit);

    const number = screen.getByLabelText('Card number');
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4241');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
    expect(number.getAttribute('aria-describedby')).toContain(`${number.id}-error`);
    expect(document.getElementById(`${number.id}-error`)?.textContent).toBe(
      'This card number is not valid. Check the digits and try again.',
    );
    expect((screen.getByLabelText('Expiry date') as HTMLInputElement).value).toBe('01/20');
    expect(screen.getByText('This card has expired. Use a card that is still valid.')).toBeTruthy();
    expect(screen.getByText('Enter the 3-digit security code (4 digits for American Express).')).toBeTruthy();
    expect(screen.getByText('Enter a valid Canadian postal code, for example V5K 0A1.')).toBeTruthy();
    expect(tokenizeCalls()).toHaveLength(0);
    expect(onToken).not.toHaveBeenCalled();
  });

  it('says the same in French', async () => {
    serve();
    const user = userEvent.setup();
    renderForm('fr');
    const submit = await screen.findByRole('button', { name: 'Enregistrer la carte' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await fill(user, 'fr', { number: '4242424242424241', expiry: '0120', cvc: '1', postal: '' });
    await user.click(submit);
    expect(screen.getByText("Ce numéro de carte n'est pas valide. Vérifiez les chiffres et réessayez.")).toBeTruthy();
    expect(screen.getByText('Cette carte est expirée. Utilisez une carte encore valide.')).toBeTruthy();
    expect(
      screen.getByText('Entrez le code de sécurité à 3 chiffres (4 chiffres pour American Express).'),
    ).toBeTruthy();
    expect(screen.getByText('Veuillez entrer votre code postal')).toBeTruthy();
  });

  it('tokenizes a good card with the gateway and hands over the token', async () => {
    serve();
    const user = userEvent.setup();
    renderForm();
    const submit = await screen.findByRole('button', { name: 'Save card' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await fill(user, 'en', { number: '4242424242424242', expiry: '1235', cvc: '123', postal: 'v5k 0a1' });
    await user.click(submit);
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('tok_abc', summary));
    expect(tokenizeCalls()).toEqual([
      {
        number: '4242 4242 4242 4242',
        expMonth: '12',
        expYear: '35',
        cvc: '123',
        postalCode: 'V5K 0A1',
        publishableKey: 'pk_test_x',
      },
    ]);
  });

  it("shows the gateway's field messages and the caller's decline message", async () => {
    serve(() => errorReply(400, 'validation', 'x', { cvc: 'The gateway refused this code.' }));
    const user = userEvent.setup();
    renderForm('en', { error: 'Payment failed. Please check your card details or contact customer service.' });
    expect((await screen.findByRole('alert')).textContent).toContain('Payment failed.');
    const submit = screen.getByRole('button', { name: 'Save card' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await fill(user, 'en', { number: '4242424242424242', expiry: '1235', cvc: '123', postal: 'V5K0A1' });
    await user.click(submit);
    expect(await screen.findByText('The gateway refused this code.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Security code (CVC)'));
    expect(onToken).not.toHaveBeenCalled();
  });

  it('lists the test cards outside production and fills one in', async () => {
    serve();
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Use 4000 0000 0000 0002, Card declined' }));
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect(document.activeElement).toBe(screen.getByLabelText('Expiry date'));
  });
});
