import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_MIN_LENGTH, RESET_TOKEN_PARAM, type ResetPasswordRequest } from '@fp/contracts';
import type { Clock } from '@fp/domain';
import { href, type Locale } from '@fp/i18n';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { AppError, fieldErrors, ruleError } from '../../http/errors.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import { renderEmail, type MailService } from '../mail/service.ts';
import type { SessionRecord, SessionService } from '../session/service.ts';
import type { PasswordHasher } from './passwords.ts';
import { createIdentityRepository, type ClientRow } from './repository.ts';
import {
  RESET_LIMITS,
  SIGN_IN_LIMITS,
  accountWaitMs,
  emailSubject,
  ipSubject,
  ipWaitMs,
  waitForMessage,
} from './throttle.ts';

export type { ClientRow } from './repository.ts';

export interface IdentityServiceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  i18n: ServerI18n;
  mail: MailService;
  passwords: PasswordHasher;
  sessions: SessionService;
}

export interface RegisterClientInput {
  email: string;
  /** null for an account created through a social provider. */
  password: string | null;
  firstName: string;
  lastName: string;
  locale: Locale;
  emailVerified?: boolean;
}

/** Where a request comes from, for the per-address limits. */
export interface Requester {
  ip: string;
}

export const invalidCredentials = () =>
  new AppError('invalid_credentials', 401, { messageKey: 'identity:errors.invalidCredentials' });

export const resetLinkInvalid = () => ruleError('reset_link_invalid', 'identity:errors.resetLinkInvalid');

function tooManyAttempts(waitMs: number): AppError {
  const { unit, count } = waitForMessage(waitMs);
  return new AppError('too_many_attempts', 429, {
    messageKey:
      unit === 'seconds' ? 'identity:errors.tooManyAttemptsSeconds' : 'identity:errors.tooManyAttemptsMinutes',
    vars: { count, retryAfter: Math.ceil(waitMs / 1000) },
  });
}

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Who a client is: registering, signing in with a password, and resetting a forgotten one.
 * Failures are counted in the database by the address typed (never by whether it exists), so
 * every answer and every wait is the same for known and unknown e-mails.
 */
export function createIdentityService(deps: IdentityServiceDeps) {
  const { db, clock, config, passwords } = deps;
  const repo = createIdentityRepository(db);
  const support = { email: config.support.email, phone: config.support.phone };
  const resetBlocked = () =>
    new AppError('reset_blocked', 429, { messageKey: 'identity:errors.resetBlocked', vars: support });
  const accountClosed = () =>
    new AppError('account_closed', 403, { messageKey: 'identity:errors.accountClosed', vars: support });

  async function signInWait(email: string, ip: string): Promise<number> {
    const now = clock.now();
    const [account, address] = await Promise.all([
      repo.attemptsSince(
        'sign_in_failure',
        emailSubject(email),
        new Date(now.getTime() - SIGN_IN_LIMITS.accountWindowMs),
      ),
      repo.attemptsSince('sign_in_failure', ipSubject(ip), new Date(now.getTime() - SIGN_IN_LIMITS.ipWindowMs)),
    ]);
    return Math.max(accountWaitMs(account, now), ipWaitMs(address, now));
  }

  async function recordSignInFailure(email: string, ip: string): Promise<void> {
    const now = clock.now();
    await repo.recordAttempt('sign_in_failure', emailSubject(email), now);
    await repo.recordAttempt('sign_in_failure', ipSubject(ip), now);
  }

  async function resetIsBlocked(subject: string): Promise<boolean> {
    const now = clock.now();
    const blocks = await repo.attemptsSince('reset_block', subject, new Date(now.getTime() - RESET_LIMITS.blockMs));
    return blocks.count > 0;
  }

  /**
   * Counts a reset attempt (a request, or a dead link). The attempt after the limit is refused
   * and blocks resets for 24 hours (SPEC.md §9); until then a link already sent keeps working.
   */
  async function countResetAttempt(subject: string, limit: number): Promise<void> {
    if (await resetIsBlocked(subject)) throw resetBlocked();
    const now = clock.now();
    await repo.recordAttempt('reset_attempt', subject, now);
    const recent = await repo.attemptsSince('reset_attempt', subject, new Date(now.getTime() - RESET_LIMITS.windowMs));
    if (recent.count > limit) {
      await repo.recordAttempt('reset_block', subject, now);
      throw resetBlocked();
    }
  }

  /** The live token row for a link, counting the failure when the link is dead. */
  async function liveToken(token: string, requester: Requester) {
    const row = await repo.resetTokenByHash(hashResetToken(token));
    if (!row) {
      await countResetAttempt(ipSubject(requester.ip), RESET_LIMITS.maxAttemptsPerIp);
      throw resetLinkInvalid();
    }
    const client = await repo.clientById(row.clientId);
    if (!client) throw resetLinkInvalid();
    const subject = emailSubject(client.email);
    if (await resetIsBlocked(subject)) throw resetBlocked();
    if (row.usedAt || row.expiresAt.getTime() <= clock.now().getTime()) {
      await countResetAttempt(subject, RESET_LIMITS.maxAttemptsPerAccount);
      throw resetLinkInvalid();
    }
    if (client.status !== 'active') throw accountClosed();
    return { row, client };
  }

  async function sendResetEmail(client: ClientRow, token: string): Promise<void> {
    const locale: Locale = client.locale === 'fr' ? 'fr' : 'en';
    const t = deps.i18n.translator(locale);
    const url = `${config.publicUrl}${href('password-edit', locale, {}, { [RESET_TOKEN_PARAM]: token })}`;
    const email = renderEmail(t, {
      subject: t('identity:email.reset.subject'),
      heading: t('identity:email.reset.heading'),
      paragraphs: [t('identity:email.reset.greeting', { name: client.firstName }), t('identity:email.reset.body')],
      button: { label: t('identity:email.reset.button'), url },
      after: [t('identity:email.reset.fallback', { url }), t('identity:email.reset.ignore')],
    });
    await deps.mail.send({ template: 'password_reset', locale, to: client.email, ...email });
  }

  return {
    /** The account using an e-mail address, whatever its case. */
    findClientByEmail(email: string): Promise<ClientRow | undefined> {
      return repo.clientByEmail(email.trim());
    },

    /**
     * Creates a household account (signup funnel, social sign-in). The password, when there is
     * one, is hashed here; an e-mail already used answers 409 `email_in_use` on the `email` field.
     */
    async registerClient(input: RegisterClientInput): Promise<ClientRow> {
      const email = input.email.trim();
      if (input.password !== null && input.password.length < PASSWORD_MIN_LENGTH) {
        throw fieldErrors({ password: 'identity:validation.passwordTooShort' });
      }
      const emailInUse = () =>
        new AppError('email_in_use', 409, {
          messageKey: 'identity:errors.emailInUse',
          fields: { email: 'identity:errors.emailInUse' },
        });
      if (await repo.clientByEmail(email)) throw emailInUse();
      const passwordHash = input.password === null ? null : await passwords.hash(input.password);
      const now = clock.now();
      try {
        return await repo.insertClient({
          email,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          passwordHash,
          locale: input.locale,
          emailVerifiedAt: input.emailVerified ? now : null,
          createdAt: now,
          updatedAt: now,
        });
      } catch (err) {
        // Two sign-ups with the same address at once: the unique index decides.
        if (isUniqueViolation(err)) throw emailInUse();
        throw err;
      }
    },

    /**
     * Checks an e-mail and password. Unknown e-mail and wrong password give the same error after
     * the same work (the hasher verifies against a dummy); a closed account is only told so once
     * the password is right.
     */
    async signInClient(input: { email: string; password: string }, requester: Requester): Promise<ClientRow> {
      const email = input.email.trim();
      const wait = await signInWait(email, requester.ip);
      if (wait > 0) throw tooManyAttempts(wait);
      const client = await repo.clientByEmail(email);
      const ok = await passwords.verify(input.password, client?.passwordHash);
      if (!client || !ok) {
        await recordSignInFailure(email, requester.ip);
        throw invalidCredentials();
      }
      await repo.clearAttempts('sign_in_failure', emailSubject(email));
      if (client.status !== 'active') throw accountClosed();
      return client;
    },

    /** Sends a reset link if the account exists; answers the same either way. */
    async requestPasswordReset(email: string): Promise<void> {
      await countResetAttempt(emailSubject(email), RESET_LIMITS.maxAttemptsPerAccount);
      const client = await repo.clientByEmail(email.trim());
      if (!client || client.status !== 'active') return;
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const r = createIdentityRepository(tx);
        // Only the newest link works.
        await r.retireResetTokens(client.id, now);
        await r.insertResetToken({
          clientId: client.id,
          tokenHash: hashResetToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_LIMITS.tokenTtlMs),
        });
      });
      await sendResetEmail(client, token);
    },

    /** Whether a reset link can still be used; a dead link counts as a failed attempt. */
    async checkResetToken(token: string, requester: Requester): Promise<void> {
      await liveToken(token, requester);
    },

    /**
     * Saves the new password, spends the link, signs the client in through `signIn` (which
     * rotates the session) and ends every other session of the client.
     */
    async resetPassword(
      input: ResetPasswordRequest,
      requester: Requester,
      signIn: (client: ClientRow) => Promise<SessionRecord | null>,
    ): Promise<ClientRow> {
      const { row, client } = await liveToken(input.token, requester);
      let hash: string;
      try {
        hash = await passwords.hash(input.password);
      } catch {
        throw new AppError('password_save_failed', 500, { messageKey: 'identity:errors.passwordSaveFailed' });
      }
      const now = clock.now();
      const saved = await db.transaction(async (tx) => {
        const r = createIdentityRepository(tx);
        if (!(await r.useResetToken(row.id, now))) return false;
        await r.setPassword(client.id, hash, now);
        await r.retireResetTokens(client.id, now);
        return true;
      });
      // Two submissions of the same link at once: only the first one changes the password.
      if (!saved) throw resetLinkInvalid();
      await repo.clearAttempts('sign_in_failure', emailSubject(client.email));
      const session = await signIn(client);
      await deps.sessions.endOtherSessionsOfClient(client.id, session);
      return client;
    },

    /** Old attempt rows only matter within their windows. */
    async purgeOldAttempts(): Promise<void> {
      const horizon = Math.max(RESET_LIMITS.windowMs, RESET_LIMITS.blockMs, SIGN_IN_LIMITS.accountWindowMs);
      await repo.deleteAttemptsBefore(new Date(clock.now().getTime() - 2 * horizon));
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
