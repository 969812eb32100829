import { BOOT_LOADER_CSP } from './deferred-boot.ts';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** Development: Vite's inline scripts and styles and its hot-reload socket. */
  dev: boolean;
  /** Production: HSTS and upgrade-insecure-requests. */
  production: boolean;
  /**
   * Extra origins (Google one-tap when configured, modules/social/csp.ts; the courier's doorstep
   * photos, decision 050).
   */
  extra: { script: string[]; style: string[]; frame: string[]; connect: string[]; img?: string[] };
}

/** The Content-Security-Policy of every document: 'self' only, outside development. */
export function contentSecurityPolicy({ dev, production, extra }: SecurityHeaderOptions): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...(dev ? ["'self'", "'unsafe-inline'"] : ["'self'", BOOT_LOADER_CSP]), ...extra.script]],
    ['style-src', [...(dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]), ...extra.style]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(extra.img ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', [...(dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...extra.connect]],
    ['frame-src', ["'self'", ...extra.frame]],
    ['frame-ancestors', ["'self'"]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ...(production ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';');
}

/** Paths of files that are never documents: built assets and images. */
function isStaticFile(url: string): boolean {
  return url.startsWith('/assets/') || url.startsWith('/images/');
}

/**
 * Security headers (the helmet set), computed once at start rather than on every request.
 * Documents and API answers get them all; static files only what protects a file itself
 * (no MIME sniffing, no cross-origin embedding), beside their caching headers.
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const forFiles: Readonly<Record<string, string>> = Object.freeze({
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  });
  const forDocuments: Readonly<Record<string, string>> = Object.freeze({
    ...forFiles,
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isStaticFile(request.url) ? forFiles : forDocuments);
  });
}
