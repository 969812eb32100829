import type { z } from 'zod';
// Forms that check with the contract's schema are lazily loaded pages: they may carry zod (decision 005).
import { issueMessageKey } from '@fp/contracts/schemas';

interface Translator {
  dynamic(key: string, vars?: Record<string, number>): string;
}

/**
 * The first message of each top-level field of a failed parse, in the same words the server
 * gives for the same issue (issueMessageKey in the contracts); form-wide issues go under `_`.
 */
export function fieldMessages(error: z.ZodError, t: Translator): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const { key, vars } = issueMessageKey(issue);
    fields[String(issue.path[0] ?? '_')] ??= t.dynamic(key, vars);
  }
  return fields;
}
