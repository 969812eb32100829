import { stdSerializers } from 'pino';

/**
 * Decision 015: what a failed query may say in a log. Drizzle's error message carries the
 * query's parameters (password hashes, e-mails, tokens, messages) and the database's detail
 * repeats values ("Key (email)=(…)"), so a failed query is logged by its code, its query text
 * with literals blanked, and the database's message with quoted values blanked. Never params.
 */

interface QueryFailure extends Error {
  query: string;
  params: unknown[];
}

/** A PostgreSQL error: SQLSTATE code and the names (never values) it points at. */
interface DatabaseError {
  code: string;
  message?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

function isQueryFailure(value: unknown): value is QueryFailure {
  return (
    value instanceof Error &&
    typeof (value as Partial<QueryFailure>).query === 'string' &&
    Array.isArray((value as Partial<QueryFailure>).params)
  );
}

function isDatabaseError(value: unknown): value is DatabaseError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    // A SQLSTATE, not a Node code such as EPIPE.
    /^([0-9][0-9A-Z]|P0|XX|HV|F0)[0-9A-Z]{3}$/.test((value as { code: string }).code)
  );
}

/** The error and its causes, outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The query text with its literal strings, numbers and dollar-quoted bodies blanked. */
export function redactSql(query: string): string {
  return query
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, '$$…$$')
    .replace(/[Ee]?'(?:[^']|'')*'/g, "'…'")
    .replace(/(?<![\w$])-?\d+(\.\d+)?\b/g, '0');
}

/** The database's message with every quoted value blanked ('invalid input … "x"'). */
function redactMessage(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");
}

/** A description of a failed query that is safe to log; undefined when no query failed. */
export function queryFailureOf(error: unknown): Record<string, string> | undefined {
  const chain = chainOf(error);
  const failure = chain.find(isQueryFailure);
  const database = chain.find(isDatabaseError);
  if (!failure && !database) return undefined;
  return {
    ...(database ? { code: database.code } : {}),
    ...(database?.message ? { message: redactMessage(database.message) } : {}),
    ...(database?.constraint ? { constraint: database.constraint } : {}),
    ...(database?.table ? { table: database.table } : {}),
    ...(database?.column ? { column: database.column } : {}),
    ...(failure ? { query: redactSql(failure.query) } : {}),
  };
}

/** One line for an error, with a failed query reduced to its code and redacted text. */
export function safeErrorMessage(error: unknown): string {
  const failure = queryFailureOf(error);
  if (failure) {
    return `database query failed${failure.code ? ` (${failure.code})` : ''}${failure.message ? `: ${failure.message}` : ''}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The `err` serializer of every logger: the usual fields, except that an error that involves a
 * failed query keeps only what queryFailureOf allows and a stack without its message lines.
 */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const failure = queryFailureOf(error);
  if (!failure) return stdSerializers.err(error) as SerializedError;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message: safeErrorMessage(error),
    query: failure,
    stack: frames.join('\n'),
  };
}
