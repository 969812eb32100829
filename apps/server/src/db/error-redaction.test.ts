import { describe, expect, it } from 'vitest';
import { redactSql, safeErrorMessage, serializeError } from './error-redaction.ts';

class FakeQueryError extends Error {
  query: string;
  params: unknown[];
  constructor(query: string, params: unknown[], cause: unknown) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
    this.query = query;
    this.params = params;
    this.cause = cause;
  }
}

describe('failed query redaction', () => {
  it('blanks literals in the query text but keeps its shape', () => {
    expect(redactSql(`select * from clients where email = 'a@b.c' and id = 42 and x = $1 and t1.y = E'it''s'`)).toBe(
      `select * from clients where email = '…' and id = 0 and x = $1 and t1.y = '…'`,
    );
    expect(redactSql('do $body$ secret $body$')).toBe('do $…$');
  });

  it('keeps the code and drops the parameters and the quoted values', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "hunter2"'), {
      code: '22P02',
      detail: 'Key (email)=(a@b.c) already exists.',
    });
    const error = new FakeQueryError('update clients set password_hash = $1 where id = $2', ['hash-secret', 7], cause);
    const out = JSON.stringify(serializeError(error));
    expect(out).toContain('22P02');
    expect(out).toContain('update clients set password_hash = $1 where id = $2');
    for (const secret of ['hash-secret', 'hunter2', 'a@b.c', 'params:']) expect(out).not.toContain(secret);
    expect(safeErrorMessage(error)).toBe('database query failed (22P02): invalid input syntax for type integer: "…"');
  });
});
