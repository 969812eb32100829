// The local OpenID Connect provider of development and end-to-end runs (oauth2-mock-server, a
// development dependency): it stands in for Google so "Continue with Google" works on this
// machine. It approves every sign-in at once, as whoever was last set with POST /__identity.
import { createServer } from 'node:net';
import type { IncomingMessage } from 'node:http';

export const LOCAL_OIDC_CLIENT_ID = 'fp-local-google';

interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

const DEFAULT_IDENTITY: Identity = {
  sub: 'local-google-avery',
  email: 'avery.google@example.com',
  email_verified: true,
  given_name: 'Avery',
  family_name: 'Gagnon',
};

async function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * Starts the provider on a fixed port and returns the environment that points the app's Google
 * sign-in at it. Never in production; leaves a Google configuration already in the environment alone.
 */
export async function startLocalOidc(
  port: number,
): Promise<{ env: Record<string, string>; stop(): Promise<void> } | undefined> {
  if (process.env.APP_ENV === 'production' || process.env.GOOGLE_CLIENT_ID) return undefined;
  const host = '127.0.0.1';
  if (!(await portIsFree(port, host))) {
    console.warn(`Port ${port} is taken: the local sign-in provider is not started, social buttons are hidden.`);
    return undefined;
  }
  const { Events, OAuth2Server } = await import('oauth2-mock-server');
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  let identity: Identity = DEFAULT_IDENTITY;
  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, identity);
  });
  server.service.addRoute('POST', '/__identity', (req, res) => {
    const body = (req as IncomingMessage & { body?: unknown }).body;
    identity = { ...DEFAULT_IDENTITY, ...(body && typeof body === 'object' ? (body as Partial<Identity>) : {}) };
    res.writeHead(204).end();
  });
  // Named by address, not `localhost`, which may resolve to ::1 where nothing listens.
  server.issuer.url = `http://${host}:${port}`;
  await server.start(port, host);
  console.log(`  Local sign-in provider (stands in for Google): ${server.issuer.url}`);
  return {
    env: {
      GOOGLE_OIDC_ISSUER: server.issuer.url!,
      GOOGLE_CLIENT_ID: LOCAL_OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'local-development-secret',
    },
    stop: () => server.stop(),
  };
}
