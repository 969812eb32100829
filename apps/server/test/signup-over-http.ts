import type { ExpectOk, HttpCaller } from './child-server.ts';
import type { StripeDouble } from './stripe-double.ts';

/** The card entry of the payment step: a token for the card 4242 from the built-in test gateway. */
export async function testGatewayCard(ask: HttpCaller, ok: ExpectOk): Promise<string> {
  const data = ok<{ gateway: { publishableKey: string } }>(await ask('GET', '/api/v1/signup/payment_data'));
  const { token } = ok<{ token: string }>(
    await ask('POST', '/test-gateway/v1/tokens', {
      publishableKey: data.gateway.publishableKey,
      number: '4242424242424242',
      expMonth: '12',
      expYear: '2030',
      cvc: '123',
      postalCode: 'V6H 1A1',
    }),
  );
  return token;
}

/**
 * The card entry with Stripe (decision 051): the server starts a SetupIntent, and the double
 * confirms it as Stripe.js does in the browser; the SetupIntent's id is the payment token.
 */
export function stripeElementsCard(
  double: StripeDouble,
  card: Parameters<StripeDouble['confirmSetup']>[1] = 'pm_card_visa',
) {
  return async (ask: HttpCaller, ok: ExpectOk): Promise<string> => {
    const { clientSecret } = ok<{ clientSecret: string }>(await ask('POST', '/api/v1/payments/card_setup', {}));
    const setupIntentId = clientSecret.split('_secret_')[0]!;
    double.confirmSetup(setupIntentId, card, 'V6H 1A1');
    return setupIntentId;
  };
}

/**
 * The signup funnel through a real server's API up to the payment step: plan, account, address,
 * delivery slot and a card (by default a tokenised 4242 of the test gateway). Completing is left
 * to the test, which may kill the server right then.
 */
export async function signUpUntilPayment(
  ask: HttpCaller,
  ok: ExpectOk,
  email: string,
  card: (ask: HttpCaller, ok: ExpectOk) => Promise<string> = testGatewayCard,
): Promise<{ paymentToken: string; expectedTotalCents: number }> {
  ok(
    await ask('POST', '/api/v1/signup/save_plan', {
      type: 'rtc',
      people: 2,
      recipesPerWeek: 3,
      preference: 'vegetarian',
    }),
  );
  ok(
    await ask('POST', '/api/v1/signup/create_client', {
      firstName: 'Noor',
      lastName: 'Haddad',
      email,
      password: 'kale-and-salmon-42',
      acceptTerms: true,
    }),
  );
  const found = ok<{ suggestions: { id: string }[] }>(
    await ask('GET', '/api/v1/signup/address_suggestions?q=1200%20West%20Broadway'),
  );
  ok(
    await ask('POST', '/api/v1/signup/save_address', { suggestionId: found.suggestions[0]!.id, phone: '604-253-4567' }),
  );
  const { options } = ok<{ options: { date: string; windows: { starts: string }[] }[] }>(
    await ask('GET', '/api/v1/signup/delivery_options'),
  );
  ok(
    await ask('POST', '/api/v1/signup/update_delivery_slot', {
      date: options[0]!.date,
      starts: options[0]!.windows[0]!.starts,
    }),
  );
  const token = await card(ask, ok);
  const { totalCents } = ok<{ totalCents: number }>(await ask('GET', '/api/v1/signup/order_summary'));
  return { paymentToken: token, expectedTotalCents: totalCents };
}
