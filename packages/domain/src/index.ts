export * from './clock.ts';
export * from './money.ts';
export * from './ordinals.ts';
export * from './flags.ts';
