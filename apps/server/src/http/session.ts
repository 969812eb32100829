import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRecord } from './session-record.ts';

/**
 * The session's typed slots, one per key of its data. Each module declares the slots it owns by
 * augmenting this interface (`declare module '…/http/session.ts'`), so a write names a known
 * key and gives a value of that key's type (decision 026).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SessionSlots {}

/** Slots to write; null empties a slot. Keys not named are left as they are in the database. */
export type SessionSlotPatch = { [K in keyof SessionSlots]?: SessionSlots[K] | null };

export interface SessionHandle {
  /** The stored session, or null for a visitor who has none yet. */
  readonly record: SessionRecord | null;
  readonly clientId: number | null;
  readonly staffId: number | null;
  /** Creates the session (and its cookie) if the visitor has none. */
  ensure(): Promise<SessionRecord>;
  /**
   * Writes the named slots, each on its own key in one UPDATE (creating the session if needed):
   * a concurrent request writing other slots keeps its values.
   */
  setData(patch: SessionSlotPatch): Promise<void>;
  update(patch: Partial<Pick<SessionRecord, 'reauthenticatedAt' | 'clientId' | 'staffId'>>): Promise<void>;
  /** Signs someone in on a fresh token; the previous token stops working. */
  login(patch: { clientId?: number | null; staffId?: number | null; data?: Record<string, unknown> }): Promise<void>;
  /** Ends the session and clears the cookie. */
  logout(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionHandle;
  }
  interface FastifyContextConfig {
    /**
     * 'with-account': the route shows the session's owner (session data): read them with the
     * session, in one query. 'none': a public read that never looks at the session (the menu)
     * costs no session query.
     */
    session?: 'with-account' | 'none';
  }
}

export interface SessionCookieOptions {
  secure: boolean;
  ttlDays: number;
}

export function sessionCookieName(secure: boolean): string {
  // __Host- forbids Domain and requires Secure and Path=/, so no subdomain can plant or read it.
  return secure ? '__Host-fp_session' : 'fp_session';
}

/** Paths that never need the session: static files and images. */
function skipsSession(url: string): boolean {
  return (
    url.startsWith('/assets/') || url.startsWith('/images/') || url.startsWith('/@') || url.startsWith('/node_modules/')
  );
}

type SessionChange = Partial<Pick<SessionRecord, 'clientId' | 'staffId' | 'data' | 'reauthenticatedAt'>>;

/** What a request's session needs of the stored sessions (the session module's service gives it). */
export interface SessionStore {
  load(token: string, options: { withAccount?: boolean }): Promise<SessionRecord | undefined>;
  create(): Promise<{ token: string; record: SessionRecord }>;
  writeSlots(record: SessionRecord, patch: Record<string, unknown>): Promise<void>;
  saveColumns(record: SessionRecord): Promise<void>;
  rotate(record: SessionRecord | null, patch: SessionChange): Promise<{ token: string; record: SessionRecord }>;
  destroy(record: SessionRecord): Promise<void>;
}

export function installSessions(app: FastifyInstance, service: SessionStore, options: SessionCookieOptions): void {
  const cookieName = sessionCookieName(options.secure);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secure,
    path: '/',
    maxAge: options.ttlDays * 24 * 60 * 60,
  };
  // Cleared with the attributes it was set with: a browser may ignore a clearing cookie whose
  // Secure, SameSite or Path differ from the one it holds, and __Host- demands Secure and Path=/.
  const { maxAge: _lifetime, ...clearOptions } = cookieOptions;
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(cookieName, clearOptions);

  function handleFor(request: FastifyRequest, reply: FastifyReply, initial: SessionRecord | null): SessionHandle {
    let record = initial;
    const setCookie = (token: string) => reply.setCookie(cookieName, token, cookieOptions);
    const handle: SessionHandle = {
      get record() {
        return record;
      },
      get clientId() {
        return record?.clientId ?? null;
      },
      get staffId() {
        return record?.staffId ?? null;
      },
      async ensure() {
        if (record) return record;
        const created = await service.create();
        record = created.record;
        setCookie(created.token);
        return record;
      },
      async setData(patch) {
        const r = await handle.ensure();
        await service.writeSlots(r, patch);
      },
      async update(patch) {
        const r = await handle.ensure();
        Object.assign(r, patch);
        await service.saveColumns(r);
      },
      async login(patch) {
        const rotated = await service.rotate(record, {
          ...(patch.clientId !== undefined ? { clientId: patch.clientId } : {}),
          ...(patch.staffId !== undefined ? { staffId: patch.staffId } : {}),
          data: { ...(record?.data ?? {}), ...(patch.data ?? {}) },
        });
        record = rotated.record;
        setCookie(rotated.token);
      },
      async logout() {
        if (record) await service.destroy(record);
        record = null;
        clearCookie(reply);
      },
    };
    return handle;
  }

  app.decorateRequest('session', null as unknown as SessionHandle);
  app.addHook('onRequest', async (request, reply) => {
    if (skipsSession(request.url)) return;
    const use = request.routeOptions.config?.session;
    // A route that never looks at the session gets an empty handle without reading the cookie's row.
    const token = use === 'none' ? undefined : request.cookies[cookieName];
    const record = token ? await service.load(token, { withAccount: use === 'with-account' }) : undefined;
    if (token && !record) clearCookie(reply);
    request.session = handleFor(request, reply, record ?? null);
  });
}
