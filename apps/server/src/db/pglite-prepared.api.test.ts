import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from './client.ts';
import { queryPrepared, queryRows } from './types.ts';

// Decision 042: on PGlite a named statement is parsed and planned once, then bound and run.
const work = mkdtempSync(join(tmpdir(), 'fp-prepared-'));
let handle: DatabaseHandle;
const statements: string[] = [];
beforeAll(async () => {
  handle = await openPglite(join(work, 'pglite'), { onQuery: (s) => statements.push(s) });
  await handle.db.execute(
    sql`create table notes (id serial primary key, body text not null, at timestamptz, day date)`,
  );
});
afterAll(async () => {
  await handle.close();
  rmSync(work, { recursive: true, force: true });
});

const prepared = () =>
  queryRows<{ name: string }>(handle.db, sql`select name from pg_prepared_statements order by name`).then((rows) =>
    rows.map((r) => r.name),
  );

describe('named statements on PGlite', () => {
  it('answers what an ordinary statement answers, types and nulls included, and prepares once', async () => {
    const query = (body: string | null, n: number) => sql`
      select ${n}::int as n, ${body}::text as body, ${'2026-12-02'}::date as day,
        ${'2026-12-02T17:00:00.000Z'}::timestamptz as at, json_build_object('k', ${n}::int) as j,
        array[${n}::int, 2] as ints, ${true}::boolean as yes`;
    for (const [body, n] of [
      ['l’été', 1],
      [null, 2],
      ["it's", 3],
    ] as const) {
      const ordinary = await queryRows(handle.db, query(body, n));
      expect(await queryPrepared(handle.db, 'prepared_probe', query(body, n))).toEqual(ordinary);
    }
    expect(await prepared()).toEqual(['prepared_probe']);
    // Query logs (the tests' statement budgets) still see every run.
    expect(statements.filter((s) => s.includes('json_build_object'))).toHaveLength(6);
  });

  it('writes through a named statement for good and reads it back', async () => {
    const insert = (body: string) =>
      sql`insert into notes (body, at, day) values (${body}, ${'2026-12-02T17:00:00Z'}::timestamptz, ${'2026-12-02'}::date) returning *`;
    const [row] = await queryPrepared<{ id: number; body: string; at: string; day: string }>(
      handle.db,
      'note_insert',
      insert('first'),
    );
    expect(row).toMatchObject({ body: 'first', day: '2026-12-02' });
    await queryPrepared(handle.db, 'note_insert', insert('second'));
    const rows = await queryRows<{ body: string }>(handle.db, sql`select body from notes order by id`);
    expect(rows.map((r) => r.body)).toEqual(['first', 'second']);
  });

  it('answers the database’s error and keeps working; a statement that never parsed can be tried again', async () => {
    const divide = (d: number) => sql`select 10 / ${d}::int as q`;
    await expect(queryPrepared(handle.db, 'divide', divide(0))).rejects.toMatchObject({ code: '22012' });
    expect(await queryPrepared(handle.db, 'divide', divide(5))).toEqual([{ q: 2 }]);
    await expect(queryPrepared(handle.db, 'broken', sql`selec 1`)).rejects.toMatchObject({ code: '42601' });
    expect(await queryPrepared(handle.db, 'broken', sql`select 1 as one`)).toEqual([{ one: 1 }]);
    await expect(queryPrepared(handle.db, 'divide', sql`select 1 as other`)).rejects.toThrow(/another text/);
    expect(await queryRows(handle.db, sql`select 1 as ok`)).toEqual([{ ok: 1 }]);
  });

  it('runs as an ordinary statement inside a transaction, which it never joins from outside', async () => {
    const count = sql`select count(*)::int as n from notes`;
    let inside: unknown;
    let outside: Promise<unknown> | undefined;
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('uncommitted')`);
        inside = await queryPrepared(tx, 'notes_count_tx', count);
        // A named statement from outside waits for the transaction's end.
        outside = queryPrepared(handle.db, 'notes_count', count);
        await new Promise((r) => setTimeout(r, 50));
        tx.rollback();
      })
      .catch(() => {});
    expect(inside).toEqual([{ n: 3 }]);
    expect(await outside).toEqual([{ n: 2 }]);
    expect(await prepared()).not.toContain('notes_count_tx');
  });
});
