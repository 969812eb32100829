export * from './endpoint.ts';
export * from './errors.ts';
export * from './flags.ts';
export * from './session.ts';
export * from './health.ts';
export * from './http.ts';
