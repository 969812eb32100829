import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '@fp/contracts';
import type { Db } from '../db/types.ts';

/** What serve() needs from the staff module to guard /api/admin: permission checks and the audit log. */
export interface StaffAccess {
  allows(staffId: number, permission: Permission): Promise<boolean>;
  /** Writes an entry; inside `db` when given (the transaction of the change it records). */
  audit(staffId: number, action: string, subject: string | null, details: string | null, db?: Db): Promise<void>;
}

/**
 * Handed to the handler of an audited admin mutation: the service records the entry inside the
 * transaction that makes the change, so there is never a change without its entry, nor an entry
 * for a change that rolled back.
 */
export interface AuditTrail {
  record(tx: Db, subject: string | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAccess: StaffAccess | null;
  }
}

/** Until the staff module installs itself, every permission check fails closed. */
export function installStaffAccess(app: FastifyInstance, access: StaffAccess): void {
  if (app.hasDecorator('staffAccess')) app.staffAccess = access;
  else app.decorate('staffAccess', access);
}

export function staffAccessOf(request: FastifyRequest): StaffAccess | null {
  return request.server.hasDecorator('staffAccess') ? request.server.staffAccess : null;
}

/** Input keys whose values never reach the audit log. */
const SECRET_KEY = /pass|token|secret|card|cvc|cvv|credential/i;

/** The input of an admin mutation as it goes into the audit log: secrets masked, size bounded. */
export function auditDetails(input: unknown): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input === 'object' && Object.keys(input).length === 0) return null;
  const text = JSON.stringify(input, (key, value: unknown) => (key && SECRET_KEY.test(key) ? '[redacted]' : value));
  return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}
