import type { SocialConfig } from '../../social-config.ts';

/**
 * What Google's one-tap needs in the Content-Security-Policy (per Google's CSP guidance),
 * only when it is configured (GOOGLE_ONE_TAP with Google set up): otherwise the policy stays
 * 'self'-only and the prompt's script is never allowed. The one_tap flag then turns it on
 * and off at run time without touching the policy.
 */
export function oneTapCspSources(social: SocialConfig): {
  script: string[];
  style: string[];
  frame: string[];
  connect: string[];
} {
  if (!social.oneTap) return { script: [], style: [], frame: [], connect: [] };
  return {
    script: ['https://accounts.google.com/gsi/client'],
    style: ['https://accounts.google.com/gsi/style'],
    frame: ['https://accounts.google.com/gsi/'],
    connect: ['https://accounts.google.com/gsi/'],
  };
}
