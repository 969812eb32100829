import type { PGlite, Results } from '@electric-sql/pglite';

/** What the PGlite package gives this module (passed in: the package is loaded only when PGlite runs). */
export interface PgliteProtocol {
  serialize: {
    parse(q: { name: string; text: string }): Uint8Array;
    describe(q: { type: 'S' | 'P'; name?: string }): Uint8Array;
    close(q: { type: 'S'; name: string }): Uint8Array;
    bind(q: { statement: string; values: (string | null)[] }): Uint8Array;
    execute(q: object): Uint8Array;
    sync(): Uint8Array;
  };
  parseResults: (messages: never[], parsers: PGlite['parsers'], options: { rowMode: 'object' }) => Results[];
  parseDescribeStatementResults: (messages: never[]) => number[];
}

/** Runs a named statement: prepares it once, then binds and executes it (decision 042). */
export type NamedStatementRunner = (name: string, text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** The runner of each PGlite database handle (its top-level `db`, never a transaction's). */
const runners = new WeakMap<object, NamedStatementRunner>();

export const namedStatementRunnerOf = (db: object): NamedStatementRunner | undefined => runners.get(db);

/**
 * Lets `queryPrepared` run its named statements on PGlite as PostgreSQL does (decision 042):
 * parsed and planned once, then only bound and executed. PGlite's own `query` parses and plans
 * every statement anew, which for the editor's household read was two thirds of its cost. Values
 * go through the client's serializers by the parameter types PostgreSQL described, rows through
 * its parsers with `rawParsers` on top (as the ORM's raw queries get them), so the answer is the
 * one `query` gives. Runs under both of the client's locks, as `query` does, so it never lands
 * inside another caller's transaction.
 */
export function registerNamedStatements(
  db: object,
  client: PGlite,
  protocol: PgliteProtocol,
  rawParsers: PGlite['parsers'],
): void {
  const prepared = new Map<string, { text: string; types: number[] }>();
  const parsers = { ...client.parsers, ...rawParsers };
  const send = async (message: Uint8Array) =>
    (await client.execProtocolStream(message, { syncToFs: false })) as never[];
  const { serialize } = protocol;

  runners.set(db, (name, text, params) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const messages: never[] = [];
        try {
          let statement = prepared.get(name);
          if (statement && statement.text !== text) throw new Error(`statement ${name} was prepared with another text`);
          if (!statement) {
            // A first try that failed after its parse may have left the name taken.
            await send(serialize.close({ type: 'S', name }));
            await send(serialize.parse({ name, text }));
            const types = protocol.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
            statement = { text, types };
            prepared.set(name, statement);
          }
          const types = statement.types;
          const values = params.map((v, i) => {
            if (v === null || v === undefined) return null;
            const serializer = client.serializers[types[i]!];
            return serializer ? serializer(v) : String(v);
          });
          messages.push(...(await send(serialize.bind({ statement: name, values }))));
          messages.push(...(await send(serialize.describe({ type: 'P' }))));
          messages.push(...(await send(serialize.execute({}))));
        } finally {
          messages.push(...(await send(serialize.sync())));
        }
        await client.syncToFs();
        return protocol.parseResults(messages, parsers, { rowMode: 'object' })[0]!;
      }),
    ),
  );
}
