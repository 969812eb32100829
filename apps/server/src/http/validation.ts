import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

export interface ValidationIssue {
  readonly zodIssue: z.core.$ZodIssue;
  readonly message: string;
  readonly instancePath: string;
  readonly keyword: string;
}

/**
 * Validates inputs against the contract's zod schema, keeping each zod issue (with its input, so
 * "missing" and "wrong" get different messages) for the error handler to translate.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data: unknown) => {
    const unstorable = unstorableStrings(data);
    if (unstorable.length > 0) return { error: unstorable as unknown as Error };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issues: ValidationIssue[] = result.error.issues.map((zodIssue) => ({
      zodIssue,
      message: zodIssue.message,
      instancePath: `/${zodIssue.path.map(String).join('/')}`,
      keyword: zodIssue.code,
    }));
    return { error: issues as unknown as Error };
  };

/** NUL (PostgreSQL text cannot hold it) and UTF-16 halves without their pair (not valid UTF-8). */
const unstorable = (s: string) => s.includes('\u0000') || !s.isWellFormed();

/**
 * Every string of the input, keys included, that the database would refuse: checked for every
 * endpoint at once, before the contract, so no such value ever reaches a query (a 400, never a 500).
 */
export function unstorableStrings(data: unknown, path: PropertyKey[] = [], found: ValidationIssue[] = []) {
  const flag = (at: PropertyKey[], input: string) =>
    found.push({
      zodIssue: { code: 'custom', path: at, message: 'validation.unstorable', input } as z.core.$ZodIssue,
      message: 'validation.unstorable',
      instancePath: `/${at.map(String).join('/')}`,
      keyword: 'custom',
    });
  if (typeof data === 'string') {
    if (unstorable(data)) flag(path, data);
  } else if (Array.isArray(data)) {
    data.forEach((item, i) => unstorableStrings(item, [...path, i], found));
  } else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      if (unstorable(key)) flag([...path, key], key);
      else unstorableStrings(value, [...path, key], found);
    }
  }
  return found;
}

export function isValidationIssue(value: unknown): value is ValidationIssue {
  return typeof value === 'object' && value !== null && 'zodIssue' in value;
}
