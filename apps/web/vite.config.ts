import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contractRoutes } from './build/contract-routes.ts';
import { precompress } from './build/precompress.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Decision 020: a first load is at most 10 files. The framework every page needs is one chunk,
 * and the small shared pieces pages use (API helper, i18n runtime, formatters, cards, icons) are
 * another, instead of a dozen sub-kilobyte chunks. Pages, dialogs, forms and catalogues stay
 * their own lazily loaded chunks.
 */
const FIRST_LOAD_GROUPS = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 20 },
  {
    name: 'shared',
    // Not the rules only later pages use (pricing, taxes, discounts, order drafts, substitutes, order cards,
    // delivery calendars, postal codes, cards, zoned times, French ordinals): in this group they
    // would ride along on every first load.
    test: /apps[\\/]web[\\/]src[\\/](lib[\\/]|components[\\/](catalog[\\/](?!api[\\/])|ui[\\/](button-styles|Icon|Picture|Spinner|Optional|LoadError|RichText|use-page-title)))|packages[\\/](i18n|domain)[\\/]src[\\/](?!(pricing|tax|discounts|cart-quote|order-draft|substitutes|meal-picking|ordinals|order-card|delivery-calendar|postal-code|payment-cards|zoned-time)\.ts$)[^/\\]+\.ts$|fp-contracts-slim/,
    priority: 10,
  },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [contractRoutes(), react(), tailwindcss(), precompress()],
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // The server reads it to send modulepreload links for the route's chunks (decision 019).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } } },
  },
});
