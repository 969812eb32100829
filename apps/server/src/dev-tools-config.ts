import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Environments whose development tools (moving the clock, the outbox, the test gateway) are served. */
const DEV_TOOL_ENVS = new Set(['development', 'test']);

export const DEV_TOOLS_ENV = {
  /**
   * Development and test only: listen on a HOST other than this machine's loopback although the
   * development tools answer anyone who reaches them (POST /api/dev/clock/advance bills every
   * household, /api/dev/outbox shows everyone's mail).
   */
  DEV_TOOLS_ON_NETWORK: bool.default(false),
};

/** Loopback only: 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '::ffff:127.0.0.1';
}

/** Where development tools exist, this machine only; elsewhere (behind a proxy, in a container) every interface. */
export function defaultHost(env: string): string {
  return DEV_TOOL_ENVS.has(env) ? '127.0.0.1' : '0.0.0.0';
}

/** Why this configuration must not start, when it would put the development tools on a network. */
export function devToolsOnNetworkProblem(c: { env: string; host: string; devToolsOnNetwork: boolean }) {
  if (!DEV_TOOL_ENVS.has(c.env) || c.devToolsOnNetwork || isLoopbackHost(c.host)) return undefined;
  return (
    `HOST=${c.host}: APP_ENV=${c.env} serves the development tools (POST /api/dev/clock/advance bills every ` +
    `household, /api/dev/outbox shows everyone's mail) to anyone who reaches this address; listen on 127.0.0.1 ` +
    `(the default), or set DEV_TOOLS_ON_NETWORK=true if every machine on that network is yours`
  );
}
