export * from './locales.ts';
export * from './routes.ts';
export * from './paths.ts';
export * from './catalog.ts';
export * from './titles.ts';
export * from './translate.ts';
