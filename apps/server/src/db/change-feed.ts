/**
 * Notifications the database sends when a transaction that changed watched rows commits
 * (triggers calling `pg_notify`, decision 030), delivered to this process.
 */
export interface ChangeFeed {
  /** Calls `listener` with every payload; returns the unsubscribe. */
  subscribe(listener: (payload: string) => void): () => void;
  /** Calls `listener` when notifications may have been missed (connection lost): forget everything. */
  onReset(listener: () => void): () => void;
  /**
   * Resolves once every notification committed before the call has been delivered. PGlite runs
   * in this process and delivers with the query that committed; on PostgreSQL a query on the
   * listening connection is answered after the notifications queued before it.
   */
  sync(): Promise<void>;
  /** False while notifications may be missed: nothing may be served on the strength of the feed. */
  healthy(): boolean;
  close(): Promise<void>;
}

interface Listeners {
  payload: Set<(payload: string) => void>;
  reset: Set<() => void>;
}

function listenersOf(): Listeners & Pick<ChangeFeed, 'subscribe' | 'onReset'> {
  const payload = new Set<(payload: string) => void>();
  const reset = new Set<() => void>();
  return {
    payload,
    reset,
    subscribe(listener) {
      payload.add(listener);
      return () => payload.delete(listener);
    },
    onReset(listener) {
      reset.add(listener);
      return () => reset.delete(listener);
    },
  };
}

/** The embedded database: notifications arrive in this process, with the query that committed. */
export async function pgliteChangeFeed(
  client: { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> },
  channel: string,
): Promise<ChangeFeed> {
  const l = listenersOf();
  const unlisten = await client.listen(channel, (payload) => {
    for (const listener of l.payload) listener(payload);
  });
  return {
    subscribe: l.subscribe,
    onReset: l.onReset,
    sync: () => Promise.resolve(),
    healthy: () => true,
    close: () => unlisten(),
  };
}

interface PgClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
}

/**
 * PostgreSQL: one connection of its own listens; when it is lost, the feed says so (reset,
 * unhealthy) and reconnects every second.
 */
export async function postgresChangeFeed(newClient: () => PgClient, channel: string): Promise<ChangeFeed> {
  const l = listenersOf();
  let client: PgClient | undefined;
  let up = false;
  let closed = false;
  let retrying = false;
  let ping: Promise<void> | undefined;
  let nextPing: Promise<void> | undefined;

  const lost = () => {
    up = false;
    client = undefined;
    for (const listener of l.reset) listener();
    if (closed || retrying) return;
    retrying = true;
    setTimeout(() => {
      retrying = false;
      void connect();
    }, 1000).unref();
  };

  async function connect(): Promise<void> {
    const c = newClient();
    c.on('notification', (message) => {
      if (message.channel !== channel) return;
      for (const listener of l.payload) listener(message.payload ?? '');
    });
    c.on('error', () => {
      if (client === c) lost();
    });
    c.on('end', () => {
      if (client === c) lost();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      client = c;
      up = true;
    } catch {
      void c.end().catch(() => undefined);
      if (!closed) lost();
    }
  }

  const pingOnce = (): Promise<void> => {
    const c = client;
    if (!c) return Promise.reject(new Error('the change feed is not connected'));
    ping = c.query('select 1').then(
      () => {
        ping = undefined;
      },
      (error: unknown) => {
        ping = undefined;
        throw error;
      },
    );
    return ping;
  };

  await connect();
  if (!up) throw new Error('could not listen for database changes');
  return {
    subscribe: l.subscribe,
    onReset: l.onReset,
    sync() {
      // A ping already on its way may have been sent before this call: wait for the next one.
      // Every request that arrives meanwhile shares that next ping.
      if (!ping) return pingOnce();
      nextPing ??= ping
        .catch(() => undefined)
        .then(() => {
          nextPing = undefined;
          return pingOnce();
        });
      return nextPing;
    },
    healthy: () => up,
    async close() {
      closed = true;
      up = false;
      await client?.end().catch(() => undefined);
    },
  };
}
