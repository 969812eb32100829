import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { REAUTH_WINDOW_MINUTES, isSafeReturnPath, type SocialProvider, type SettingsAccount } from '@fp/contracts';
import type { Clock } from '@fp/domain';
import { href } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { AppError, conflict, fieldErrors, notFound, requireLogin, ruleError } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { ClientsService } from '../auth/clients-service.ts';
import type { FlagService } from '../flags/service.ts';
import { renderEmail, type MailService } from '../mail/service.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import { createSettingsRepository } from './repository.ts';

/** The social module's side of linked accounts (helper C's social/service.ts provides it). */
export interface LinkedProviders {
  listProviders(clientId: number): Promise<SocialProvider[]>;
  unlink(clientId: number, provider: SocialProvider): Promise<void>;
}

export const noLinkedProviders: LinkedProviders = {
  listProviders: async () => [],
  unlink: async () => {},
};

export interface SettingsServiceDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  i18n: ServerI18n;
  mail: MailService;
  passwords: PasswordHasher;
  flags: FlagService;
  sessions: SessionService;
  clients: ClientsService;
  /** A getter, so the social service can be created after this one. */
  social?: () => LinkedProviders | undefined;
}

/** What the settings check needs to know about the current request's session. */
export interface SessionView {
  clientId: number;
  actorKey: string | null;
  reauthenticatedAt: Date | null;
}

const MINUTE = 60_000;
export const REAUTH_WINDOW_MS = REAUTH_WINDOW_MINUTES * MINUTE;
/** Wrong passwords in settings: at most this many per client in the lockout window. */
export const MAX_PASSWORD_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * MINUTE;
export const CODE_TTL_MS = 30 * MINUTE;
export const MAX_CODE_ATTEMPTS = 5;
export const CODES_PER_HOUR = 5;

/**
 * A code proves access to the inbox only for 30 minutes and 5 tries, so a plain salted digest
 * is enough; the code itself is never stored.
 */
function digest(clientId: number, code: string): Buffer {
  return createHash('sha256').update(`email-verification:${clientId}:${code}`).digest();
}

const verificationFailed = () =>
  new AppError('verification_failed', 422, { messageKey: 'settings:verification.errors.failed' });

const tooManyAttempts = () => new AppError('too_many_attempts', 429, { messageKey: 'settings:errors.tooManyAttempts' });

/** Only a path on this site may come back as the place to return to. */
export function safeReturnPath(url: string, fallback: string): string {
  return isSafeReturnPath(url) ? url : fallback;
}

/** services.passwords (the identity module's scrypt hasher). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

export function createSettingsService(deps: SettingsServiceDeps) {
  const { db, clock } = deps;
  const repo = createSettingsRepository(db);
  const social = () => deps.social?.() ?? noLinkedProviders;

  async function activeClient(clientId: number) {
    const client = await deps.clients.find(clientId);
    if (!client || client.status !== 'active') throw requireLogin();
    return client;
  }

  async function account(clientId: number): Promise<SettingsAccount> {
    const client = await activeClient(clientId);
    return {
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      emailVerified: client.emailVerifiedAt != null,
      hasPassword: client.passwordHash != null,
      providers: await social().listProviders(clientId),
    };
  }

  async function refuseWhileLockedOut(clientId: number) {
    const since = new Date(clock.now().getTime() - LOCKOUT_WINDOW_MS);
    if ((await repo.failuresSince(clientId, since)) >= MAX_PASSWORD_FAILURES) throw tooManyAttempts();
  }

  async function refuseWhenSentTooOften(r: typeof repo, clientId: number) {
    const now = clock.now().getTime();
    if ((await r.codesSentSince(clientId, new Date(now - MINUTE))) >= 1) {
      throw new AppError('rate_limited', 429, { messageKey: 'settings:verification.errors.waitMinute' });
    }
    if ((await r.codesSentSince(clientId, new Date(now - 60 * MINUTE))) >= CODES_PER_HOUR) {
      throw new AppError('rate_limited', 429, { messageKey: 'settings:verification.errors.tooManyCodes' });
    }
  }

  /**
   * E-mails a new 6-digit code in the client's language (earlier codes stop working). At most
   * one a minute and five an hour; the signup calls it once the account exists.
   */
  async function sendVerificationCode(clientId: number): Promise<void> {
    const client = await activeClient(clientId);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = clock.now();
    const locale = client.locale;
    const t = deps.i18n.translator(locale);
    const email = renderEmail(t, {
      subject: t('settings:email.verification.subject'),
      heading: t('settings:email.verification.heading', { name: client.firstName }),
      paragraphs: [t('settings:email.verification.intro'), code, t('settings:email.verification.expiry')],
      button: {
        label: t('settings:email.verification.button'),
        url: `${deps.publicUrl}${href('email-verification', locale)}`,
      },
      after: [t('settings:email.verification.notYou')],
    });
    await db.transaction(async (tx) => {
      const r = createSettingsRepository(tx);
      await deps.clients.lock(clientId, tx);
      await refuseWhenSentTooOften(r, clientId);
      await r.replaceCode(clientId, digest(clientId, code).toString('hex'), now, new Date(now.getTime() + CODE_TTL_MS));
      await deps.mail.send({ template: 'email_verification', locale, to: client.email, ...email }, tx);
    });
  }

  return {
    account,

    async updateName(clientId: number, input: { firstName: string; lastName: string }) {
      await activeClient(clientId);
      await deps.clients.setName(clientId, input.firstName, input.lastName, clock.now());
      return account(clientId);
    },

    /**
     * Changes the password (or sets a first one on a social-only account). Ends the client's
     * other sessions and tells them by e-mail.
     */
    async changePassword(
      clientId: number,
      input: { currentPassword: string; newPassword: string },
      keepSession: SessionRecord | null,
    ): Promise<void> {
      const client = await activeClient(clientId);
      if (client.passwordHash != null) {
        if (input.currentPassword === '') throw fieldErrors({ currentPassword: 'settings:errors.currentRequired' });
        await refuseWhileLockedOut(clientId);
        if (!(await deps.passwords.verify(input.currentPassword, client.passwordHash))) {
          await repo.recordFailure(clientId, 'password_change', clock.now());
          throw new AppError('incorrect_password', 422, {
            messageKey: 'settings:errors.incorrectCurrent',
            fields: { currentPassword: 'settings:errors.incorrectCurrent' },
          });
        }
      }
      try {
        const hash = await deps.passwords.hash(input.newPassword);
        await db.transaction(async (tx) => {
          await deps.clients.setPasswordHash(clientId, hash, clock.now(), tx);
          const t = deps.i18n.translator(client.locale);
          const email = renderEmail(t, {
            subject: t('settings:email.passwordChanged.subject'),
            heading: t('settings:email.passwordChanged.heading', { name: client.firstName }),
            paragraphs: [t('settings:email.passwordChanged.body'), t('settings:email.passwordChanged.notYou')],
          });
          await deps.mail.send({ template: 'password_changed', locale: t.locale, to: client.email, ...email }, tx);
        });
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError('password_save_failed', 500, { messageKey: 'settings:errors.passwordSaveFailed' });
      }
      await repo.clearFailures(clientId);
      await deps.sessions.endOtherSessionsOfClient(clientId, keepSession);
    },

    /** SPEC.md §5: a social link may go only once the account has a password. */
    async removeProvider(clientId: number, provider: SocialProvider) {
      const client = await activeClient(clientId);
      if (client.passwordHash == null) {
        throw ruleError('social_removal_refused', 'settings:errors.socialRemovalRefused');
      }
      if (!(await social().listProviders(clientId)).includes(provider)) throw notFound();
      await social().unlink(clientId, provider);
      return account(clientId);
    },

    /** True when the settings_password flag is off or the password was confirmed in the last 15 minutes. */
    async settingsAuthenticated(view: SessionView): Promise<boolean> {
      const on = await deps.flags.isEnabled('settings_password', {
        clientId: view.clientId,
        actorKey: view.actorKey,
      });
      if (!on) return true;
      if (!view.reauthenticatedAt) return false;
      const age = clock.now().getTime() - view.reauthenticatedAt.getTime();
      return age >= 0 && age < REAUTH_WINDOW_MS;
    },

    async reauthenticationInfo(clientId: number) {
      const a = await account(clientId);
      return { email: a.email, password: a.hasPassword, providers: a.providers };
    },

    /**
     * Checks the password of the signed-in client (the e-mail must be theirs). The caller stamps
     * the session on success. Wrong answers count toward the same lockout as password changes.
     */
    async reauthenticate(clientId: number, input: { email: string; password: string }): Promise<Date> {
      const client = await activeClient(clientId);
      if (client.passwordHash == null) throw ruleError('no_password', 'settings:reauth.errors.noPassword');
      await refuseWhileLockedOut(clientId);
      const sameEmail = input.email.trim().toLowerCase() === client.email.toLowerCase();
      const good = await deps.passwords.verify(input.password, client.passwordHash);
      if (!sameEmail || !good) {
        await repo.recordFailure(clientId, 'reauthentication', clock.now());
        throw ruleError('reauthentication_failed', 'settings:reauth.errors.invalid');
      }
      await repo.clearFailures(clientId);
      return clock.now();
    },

    async verificationStatus(clientId: number) {
      const client = await activeClient(clientId);
      return { email: client.email, verified: client.emailVerifiedAt != null };
    },

    sendVerificationCode,

    async resendVerificationCode(clientId: number): Promise<void> {
      const client = await activeClient(clientId);
      if (client.emailVerifiedAt != null)
        throw conflict('already_verified', 'settings:verification.errors.alreadyVerified');
      await sendVerificationCode(clientId);
    },

    /** SPEC.md §4 verifying → success or failed ("Verification failed. Please try again."). */
    async verifyEmail(clientId: number, code: string): Promise<void> {
      const client = await activeClient(clientId);
      if (client.emailVerifiedAt != null) return;
      const now = clock.now();
      const open = await repo.openCode(clientId);
      if (!open || open.expiresAt.getTime() <= now.getTime() || open.attempts >= MAX_CODE_ATTEMPTS) {
        throw verificationFailed();
      }
      if ((await repo.takeAttempt(open.id, MAX_CODE_ATTEMPTS)) === undefined) throw verificationFailed();
      const expected = Buffer.from(open.codeHash, 'hex');
      const given = digest(clientId, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw verificationFailed();
      await db.transaction(async (tx) => {
        const r = createSettingsRepository(tx);
        await r.closeCode(open.id, now);
        await deps.clients.markEmailVerified(clientId, now, tx);
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
