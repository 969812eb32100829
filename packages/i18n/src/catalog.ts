import type enCommon from './locales/en/common.json';
import type enCatalog from './locales/en/catalog.json';
import type enContent from './locales/en/content.json';
import type enHome from './locales/en/home.json';
import type enLocations from './locales/en/locations.json';
import type enEmail from './locales/en/email.json';

/**
 * Message catalogues, one JSON file per namespace and language under locales/<lang>/<ns>.json.
 * A feature owns its namespace; `common` holds the shell, titles and shared errors. English is the
 * reference for key types; a test fails when French misses or adds a key.
 */
export const NAMESPACES = ['common', 'email', 'catalog', 'content', 'locations', 'home'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface Resources {
  common: typeof enCommon;
  email: typeof enEmail;
  catalog: typeof enCatalog;
  content: typeof enContent;
  locations: typeof enLocations;
  home: typeof enHome;
}

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;
