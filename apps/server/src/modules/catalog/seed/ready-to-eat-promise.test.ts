import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READY_TO_EAT_HEAT_MINUTES } from '@fp/domain';
import { MEAL_SEEDS } from './index.ts';

const catalogue = (locale: 'en' | 'fr', namespace: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../../packages/i18n/src/locales/${locale}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, Record<string, unknown>>;

const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

// Where the site promises how fast a ready-to-eat meal heats (issue 9: cards said 3 or 4 min).
const PROMISES = [
  ['plans', 'types.rte.description'],
  ['catalog', 'readyToEat.intro'],
  ['content', 'steps.cook.text'],
] as const;

describe('the ready-to-eat heat time', () => {
  it('is the same on every ready-to-eat meal of the demo menu', () => {
    const readyToEat = MEAL_SEEDS.filter((m) => m.kind === 'rte');
    expect(readyToEat.length).toBeGreaterThanOrEqual(10);
    expect(readyToEat.filter((m) => m.prepMinutes !== READY_TO_EAT_HEAT_MINUTES).map((m) => m.key)).toEqual([]);
  });

  it.each(['en', 'fr'] as const)('is the time the site promises (%s)', (locale) => {
    for (const [namespace, key] of PROMISES) {
      expect(at(catalogue(locale, namespace), key), `${namespace}:${key}`).toContain(
        `${READY_TO_EAT_HEAT_MINUTES} minutes`,
      );
    }
  });
});
