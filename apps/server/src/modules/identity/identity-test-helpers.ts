import type { FastifyInstance } from 'fastify';
import type { Browser } from '../../../test/harness.ts';

let counter = 0;

/** A client with a known password, created the way the signup funnel does. */
export async function clientWithPassword(
  app: FastifyInstance,
  values: { password?: string; locale?: 'en' | 'fr'; firstName?: string } = {},
) {
  counter += 1;
  const password = values.password ?? 'correct-horse-battery';
  const client = await app.services.identity.registerClient({
    email: `Person${counter}.${Date.now()}@Example.com`,
    password,
    firstName: values.firstName ?? 'Jordan',
    lastName: 'Roy',
    locale: values.locale ?? 'en',
  });
  return { client, password };
}

/** Posts a sign-in from a given network address (the per-address limit counts by it). */
export function signInFrom(browser: Browser, ip: string, body: Record<string, unknown>) {
  return browser.request({ method: 'POST', url: '/api/v1/sessions/sign_in', payload: body, remoteAddress: ip });
}

export async function sessionOf(browser: Browser) {
  return (await browser.get('/api/v1/sessions/session_data')).json<{
    loggedIn: boolean;
    client: { id: number } | null;
  }>();
}
