import type { SocialProvider } from '@fp/contracts';

// Simplified single-colour marks; the link beside each carries the provider's name.
const PATHS: Record<SocialProvider, string> = {
  google_oauth2:
    'M21.35 11.1H12v2.98h5.35c-.23 1.4-1.66 4.1-5.35 4.1a5.9 5.9 0 0 1 0-11.8c1.83 0 3.06.78 3.76 1.45l2.57-2.47A9.1 9.1 0 0 0 12 2.9a9.1 9.1 0 1 0 0 18.2c5.25 0 8.74-3.69 8.74-8.89 0-.6-.06-1.05-.14-1.51z',
  facebook:
    'M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12z',
  apple:
    'M16.37 12.74c-.02-2.2 1.8-3.27 1.88-3.32a4.05 4.05 0 0 0-3.18-1.72c-1.35-.14-2.65.8-3.33.8-.7 0-1.75-.78-2.88-.76a4.25 4.25 0 0 0-3.58 2.18c-1.54 2.66-.39 6.58 1.1 8.74.73 1.05 1.6 2.23 2.73 2.19 1.1-.05 1.51-.7 2.84-.7 1.32 0 1.7.7 2.85.68 1.18-.02 1.93-1.07 2.65-2.13a9.4 9.4 0 0 0 1.2-2.47 3.84 3.84 0 0 1-2.28-3.49zM14.2 6.3a3.9 3.9 0 0 0 .9-2.8 3.96 3.96 0 0 0-2.57 1.33 3.7 3.7 0 0 0-.92 2.7 3.28 3.28 0 0 0 2.59-1.23z',
};

export function ProviderMark({ provider }: { provider: SocialProvider }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="currentColor">
      <path d={PATHS[provider]} />
    </svg>
  );
}
