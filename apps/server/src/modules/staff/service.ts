import type { AuditEntry, Permission, StaffMember, StaffRole } from '@fp/contracts';
import { STAFF_PASSWORD_MIN } from '@fp/contracts';
import type { Clock } from '@fp/domain';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../http/errors.ts';
import type { AuditTrail } from '../../http/staff-access.ts';
import { permissionsOf, roleAllows } from './permissions.ts';
import { createStaffRepository, type StaffRow } from './repository.ts';

/** services.passwords, shared with client accounts. */
export interface StaffPasswords {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

export interface StaffServiceDeps {
  db: Db;
  clock: Clock;
  passwords: StaffPasswords;
}

const HOUR_MS = 60 * 60 * 1000;
/** The ceiling: at most 100 failed sign-ins an hour, per account and per address. */
export const MAX_FAILURES_PER_HOUR = 100;
/** Free attempts before the back-off starts, then 30 s, 60 s, 120 s... up to 15 minutes. */
export const BACKOFF_AFTER = 5;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 15 * 60 * 1000;

export function backoffMs(failures: number): number {
  if (failures < BACKOFF_AFTER) return 0;
  return Math.min(BACKOFF_BASE_MS * 2 ** (failures - BACKOFF_AFTER), BACKOFF_MAX_MS);
}

/** One answer for a wrong password, an unknown e-mail and a disabled account. */
export const badCredentials = () =>
  new AppError('invalid_credentials', 401, { messageKey: 'staff:errors.invalidCredentials' });

const tooManyAttempts = (waitMs: number) =>
  new AppError('too_many_attempts', 429, {
    messageKey: 'staff:errors.tooManyAttempts',
    vars: { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) },
  });

export function toStaffMember(row: StaffRow): StaffMember {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export function createStaffService({ db, clock, passwords }: StaffServiceDeps) {
  const repo = createStaffRepository(db);

  async function audit(
    staffId: number,
    action: string,
    subject: string | null = null,
    details: string | null = null,
    tx: Db = db,
  ) {
    await createStaffRepository(tx).insertAudit({ staffId, action, subject, details, createdAt: clock.now() });
  }

  /** How long this e-mail and address must wait before another try (0: go ahead). */
  async function waitBeforeAttempt(emailKey: string, address: string): Promise<number> {
    const now = clock.now().getTime();
    const since = new Date(now - HOUR_MS);
    const [account, fromAddress] = await Promise.all([
      repo.failuresForEmail(emailKey, since),
      repo.failuresFromAddress(address, since),
    ]);
    if (account.n >= MAX_FAILURES_PER_HOUR || fromAddress >= MAX_FAILURES_PER_HOUR) return HOUR_MS;
    const last = account.last?.getTime() ?? 0;
    return Math.max(0, last + backoffMs(account.n) - now);
  }

  return {
    audit,

    /**
     * E-mail and password sign-in. Unknown e-mails, wrong passwords and disabled accounts get the
     * same error after the same work; repeated failures slow the account down, then lock it.
     */
    async signIn(email: string, password: string, address: string): Promise<StaffMember> {
      const emailKey = email.trim().toLowerCase();
      const wait = await waitBeforeAttempt(emailKey, address);
      if (wait > 0) throw tooManyAttempts(wait);
      const row = await repo.findByEmail(emailKey);
      const ok = await passwords.verify(password, row?.passwordHash);
      if (!row || !ok || !row.active) {
        const now = clock.now();
        await repo.recordFailure(emailKey, address, now, new Date(now.getTime() - HOUR_MS));
        throw badCredentials();
      }
      await repo.clearFailures(emailKey);
      await audit(row.id, 'sign_in');
      return toStaffMember(row);
    },

    async signedOut(staffId: number): Promise<void> {
      await audit(staffId, 'sign_out');
    },

    /** The active staff member behind a session, if any. */
    async active(staffId: number): Promise<StaffMember | undefined> {
      const row = await repo.findById(staffId);
      return row?.active ? toStaffMember(row) : undefined;
    },

    async allows(staffId: number, permission: Permission): Promise<boolean> {
      const row = await repo.findById(staffId);
      return row?.active === true && roleAllows(row.role, permission);
    },

    permissionsOf(role: StaffRole): Permission[] {
      return permissionsOf(role);
    },

    /** A new staff account; `trail` records it in the audit log in the same transaction. */
    async create(
      input: { email: string; name: string; role: StaffRole; password: string },
      trail?: AuditTrail,
    ): Promise<StaffMember> {
      if (input.password.length < STAFF_PASSWORD_MIN) {
        throw new AppError('validation', 400, {
          messageKey: 'errors.validation',
          fields: { password: 'staff:errors.passwordTooShort' },
        });
      }
      const passwordHash = await passwords.hash(input.password);
      const row = await db.transaction(async (tx) => {
        const created = await createStaffRepository(tx).insert({
          email: input.email.trim(),
          name: input.name.trim(),
          role: input.role,
          passwordHash,
        });
        if (created) await trail?.record(tx, `staff:${created.id}`);
        return created;
      });
      if (!row) {
        throw new AppError('email_in_use', 409, {
          messageKey: 'staff:errors.emailInUse',
          fields: { email: 'staff:errors.emailInUse' },
        });
      }
      return toStaffMember(row);
    },

    async recentAudit(limit: number): Promise<AuditEntry[]> {
      const rows = await repo.recentAudit(limit);
      return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
