import type { Config } from '../../../config.ts';

export interface CspSources {
  script: string[];
  style: string[];
  frame: string[];
  connect: string[];
}

/**
 * What Stripe.js and Elements need in the Content-Security-Policy (Stripe's CSP guidance), only
 * when Stripe takes the cards: with the test gateway the policy stays 'self'-only.
 */
export function stripeCspSources(config: Pick<Config, 'paymentGateway'>): CspSources {
  if (config.paymentGateway !== 'stripe') return { script: [], style: [], frame: [], connect: [] };
  return {
    script: ['https://js.stripe.com'],
    style: [],
    // Elements' card field and the 3-D Secure challenge run in Stripe's frames.
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}

/** Several sets of origins as one (each service adds its own when in use). */
export function mergeCspSources(...sets: CspSources[]): CspSources {
  return {
    script: sets.flatMap((s) => s.script),
    style: sets.flatMap((s) => s.style),
    frame: sets.flatMap((s) => s.frame),
    connect: sets.flatMap((s) => s.connect),
  };
}
