// Every table of every module, for Drizzle's typed queries and drizzle-kit's migrations.
export * from '../modules/auth/tables.ts';
export * from '../modules/session/tables.ts';
export * from '../modules/flags/tables.ts';
export * from '../modules/rewards/tables.ts';
export * from '../modules/mail/tables.ts';
export * from '../modules/catalog/tables.ts';
export * from '../modules/content/tables.ts';
export * from '../modules/locations/tables.ts';
