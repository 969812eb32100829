import type { z } from 'zod';
import { issueMessageKey } from '@fp/contracts/schemas';

interface Translator {
  dynamic(key: string, vars?: Record<string, number>): string;
}

/** The first message of each top-level field, the same wording the server would give. */
export function fieldMessages(error: z.ZodError, t: Translator): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const { key, vars } = issueMessageKey(issue);
    fields[String(issue.path[0] ?? '_')] ??= t.dynamic(key, vars);
  }
  return fields;
}
