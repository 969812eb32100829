import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The check that keeps a text column to one list of words (a region, a language, a diet), so
 * the database refuses what the TypeScript type refuses (decision 047). The values are the
 * vocabulary's own constants, written into the constraint as literals.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const v of values) if (!/^[a-zA-Z_-]+$/.test(v)) throw new Error(`not a vocabulary word: ${v}`);
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
