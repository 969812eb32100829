import { REGIONS } from '@fp/domain/vocabulary';
import { z } from 'zod';

/** A GET list parameter: `?diet=vegan&diet=keto` or `?diet=vegan,keto`. */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',').filter(Boolean)),
    z.array(item).max(20),
  );
}

export const Region = z.enum(REGIONS);
export type Region = z.infer<typeof Region>;
