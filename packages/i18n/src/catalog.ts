import type enCommon from './locales/en/common.json';
import type enEmail from './locales/en/email.json';

/**
 * Message catalogues, one JSON file per namespace and language under locales/<lang>/<ns>.json.
 * A feature owns its namespace; `common` holds the shell, titles and shared errors. English is the
 * reference for key types; a test fails when French misses or adds a key.
 */
export const NAMESPACES = ['common', 'email'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface Resources {
  common: typeof enCommon;
  email: typeof enEmail;
}

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
