import type { z } from 'zod';
import { issueMessageKey } from '@fp/contracts/schemas';

interface Translator {
  dynamic(key: string, vars?: Record<string, number>): string;
}

/** The same message the server gives for an issue (see issueMessageKey in the contracts). */
export function issueMessage(issue: z.core.$ZodIssue, t: Translator): string {
  const { key, vars } = issueMessageKey(issue);
  return t.dynamic(key, vars);
}

/** The first message of each top-level field of a failed parse. */
export function fieldMessages(error: z.ZodError, t: Translator): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '_');
    fields[name] ??= issueMessage(issue, t);
  }
  return fields;
}
