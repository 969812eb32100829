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
import type { TakeRule, ThrottlesService } from '../throttles/service.ts';
import { ipSubject, tooManyAttempts } from '../../http/throttle.ts';
import type { PasswordHasher } from './passwords.ts';
import type { ClientsService } from '../auth/clients-service.ts';
import { createIdentityRepository, type ClientRow } from './repository.ts';
import { RESET_LIMITS, SIGN_IN_LIMITS, emailSubject } from './throttle.ts';

export type { ClientRow } from './repository.ts';

export interface IdentityServiceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  i18n: ServerI18n;
  mail: MailService;
  passwords: PasswordHasher;
  sessions: SessionService;
  throttles: ThrottlesService;
  clients: ClientsService;
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
  /** The client signed in on the request, if any. */
  clientId?: number | null;
}

export const invalidCredentials = () =>
  new AppError('invalid_credentials', 401, { messageKey: 'identity:errors.invalidCredentials' });

export const resetLinkInvalid = () => ruleError('reset_link_invalid', 'identity:errors.resetLinkInvalid');

const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Throttle kinds of this module (decision 016). */
const SIGN_IN = 'sign_in';
const SIGN_IN_ADDRESS = 'sign_in_address';
const RESET_REQUEST_ADDRESS = 'reset_request_address';
const RESET_REQUEST_ADDRESS_EMAIL = 'reset_request_address_email';
const RESET_MAIL = 'reset_mail';
const RESET_MAIL_OWNER = 'reset_mail_owner';
const RESET_FAILURE = 'reset_failure';
const RESET_FAILURE_ADDRESS = 'reset_failure_address';

/** How many queued reset requests one pass of the worker handles. */
const RESET_BATCH = 20;

/**
 * Who a client is: registering, signing in with a password, and resetting a forgotten one.
 * Attempts are counted in the database by the address typed (never by whether it exists), so
 * every answer, every wait and every write is the same for known and unknown e-mails.
 */
export function createIdentityService(deps: IdentityServiceDeps) {
  const { db, clock, config, passwords } = deps;
  const repo = createIdentityRepository(db);
  const support = { email: config.support.email, phone: config.support.phone };
  const resetBlocked = () =>
    new AppError('reset_blocked', 429, { messageKey: 'identity:errors.resetBlocked', vars: support });
  const accountClosed = () =>
    new AppError('account_closed', 403, { messageKey: 'identity:errors.accountClosed', vars: support });

  /** A failed link submission: the 24-hour block of SPEC.md §9 once there are too many. */
  async function countResetFailure(kind: string, subject: string, rule: TakeRule) {
    const taken = await deps.throttles.take(kind, subject, rule);
    if (!taken.allowed) throw resetBlocked();
  }

  async function resetIsBlocked(subject: string): Promise<boolean> {
    return (await deps.throttles.blockedFor(RESET_FAILURE, subject)) > 0;
  }

  /** The live token row for a link, counting the failure when the link is dead. */
  async function liveToken(token: string, requester: Requester) {
    const row = await repo.resetTokenByHash(hashResetToken(token));
    if (!row) {
      await countResetFailure(RESET_FAILURE_ADDRESS, ipSubject(requester.ip), RESET_LIMITS.failuresPerAddress);
      throw resetLinkInvalid();
    }
    const client = await deps.clients.find(row.clientId);
    if (!client) throw resetLinkInvalid();
    const subject = emailSubject(client.email);
    if (await resetIsBlocked(subject)) throw resetBlocked();
    if (row.usedAt || row.expiresAt.getTime() <= clock.now().getTime()) {
      await countResetFailure(RESET_FAILURE, subject, RESET_LIMITS.failuresPerAccount);
      throw resetLinkInvalid();
    }
    if (client.status !== 'active') throw accountClosed();
    return { row, client };
  }

  async function sendResetEmail(client: ClientRow, token: string, tx: Db): Promise<void> {
    const locale = client.locale;
    const t = deps.i18n.translator(locale);
    const url = `${config.publicUrl}${href('password-edit', locale, {}, { [RESET_TOKEN_PARAM]: token })}`;
    const email = renderEmail(t, {
      subject: t('identity:email.reset.subject'),
      heading: t('identity:email.reset.heading'),
      paragraphs: [t('identity:email.reset.greeting', { name: client.firstName }), t('identity:email.reset.body')],
      button: { label: t('identity:email.reset.button'), url },
      after: [t('identity:email.reset.fallback', { url }), t('identity:email.reset.ignore')],
    });
    await deps.mail.send({ template: 'password_reset', locale, to: client.email, ...email }, tx);
  }

  /** The reset worker's part: the link and its e-mail for a queued request, if the account can use one. */
  async function answerResetRequest(email: string): Promise<void> {
    const client = await deps.clients.findByEmail(email);
    if (!client || client.status !== 'active' || (await resetIsBlocked(emailSubject(client.email)))) return;
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const r = createIdentityRepository(tx);
      // Links already sent keep working until they expire or one of them is used: a request
      // someone else makes never takes the owner's link away (issue 25).
      await r.insertResetToken({
        clientId: client.id,
        tokenHash: hashResetToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LIMITS.tokenTtlMs),
      });
      await sendResetEmail(client, token, tx);
    });
  }

  /** Handles queued reset requests until none is left; answers how many it handled. */
  async function processResetRequests(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await repo.claimResetRequests(clock.now(), RESET_BATCH);
      for (const request of batch) await answerResetRequest(request.email);
      handled += batch.length;
      if (batch.length < RESET_BATCH) return handled;
    }
  }

  let wakeResetWorker: (() => void) | undefined;

  async function queueResetRequest(email: string): Promise<void> {
    await repo.queueResetRequest(email.trim(), clock.now());
    wakeResetWorker?.();
  }

  return {
    /** The account using an e-mail address, whatever its case. */
    findClientByEmail(email: string): Promise<ClientRow | undefined> {
      return deps.clients.findByEmail(email.trim());
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
      if (await deps.clients.findByEmail(email)) throw emailInUse();
      const passwordHash = input.password === null ? null : await passwords.hash(input.password);
      const now = clock.now();
      try {
        return await deps.clients.insert({
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
      const account = emailSubject(email);
      const address = ipSubject(requester.ip);
      // Each attempt takes its place before the password is checked: twelve at once on one
      // account check at most as many passwords as the back-off allows (decision 016).
      const byAccount = await deps.throttles.take(SIGN_IN, account, SIGN_IN_LIMITS.account);
      if (!byAccount.allowed) throw tooManyAttempts(byAccount.waitMs);
      const byAddress = await deps.throttles.take(SIGN_IN_ADDRESS, address, SIGN_IN_LIMITS.address);
      if (!byAddress.allowed) {
        await deps.throttles.giveBack(SIGN_IN, account);
        throw tooManyAttempts(byAddress.waitMs);
      }
      const client = await deps.clients.findByEmail(email);
      const ok = await passwords.verify(input.password, client?.passwordHash);
      if (!client || !ok) throw invalidCredentials();
      await deps.throttles.clear(SIGN_IN, account);
      await deps.throttles.giveBack(SIGN_IN_ADDRESS, address);
      if (client.status !== 'active') throw accountClosed();
      return client;
    },

    /**
     * Queues a reset link for the address typed; answers the same, after the same writes,
     * whether an account uses it or not (the reset worker makes the link and the e-mail).
     * Only the requester is refused (429): per network address, and per network address and
     * e-mail. The e-mails one address receives are capped silently, so strangers asking for it
     * never make its owner wait; the owner signed in has a cap of their own (issue 25).
     */
    async requestPasswordReset(email: string, requester: Requester): Promise<void> {
      const typed = emailSubject(email);
      const owner = requester.clientId != null ? await deps.clients.find(requester.clientId) : undefined;
      if (owner && emailSubject(owner.email) === typed) {
        const mail = await deps.throttles.take(RESET_MAIL_OWNER, `client:${owner.id}`, RESET_LIMITS.emailsPerOwner);
        if (mail.allowed) await queueResetRequest(email);
        return;
      }
      const address = ipSubject(requester.ip);
      const byAddress = await deps.throttles.take(RESET_REQUEST_ADDRESS, address, RESET_LIMITS.requestsPerAddress);
      if (!byAddress.allowed) throw tooManyAttempts(byAddress.waitMs);
      const byRequester = await deps.throttles.take(
        RESET_REQUEST_ADDRESS_EMAIL,
        `${address} ${typed}`,
        RESET_LIMITS.requestsPerAddressAndEmail,
      );
      if (!byRequester.allowed) throw tooManyAttempts(byRequester.waitMs);
      const mail = await deps.throttles.take(RESET_MAIL, typed, RESET_LIMITS.emailsPerEmail);
      if (mail.allowed) await queueResetRequest(email);
    },

    processResetRequests,

    /** The reset worker (jobs.ts) asks to hear of each queued request, to answer it at once. */
    whenResetQueued(listener: () => void): void {
      wakeResetWorker = listener;
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
        await deps.clients.setPasswordHash(client.id, hash, now, tx);
        await r.retireResetTokens(client.id, now);
        return true;
      });
      // Two submissions of the same link at once: only the first one changes the password.
      if (!saved) throw resetLinkInvalid();
      await deps.throttles.clear(SIGN_IN, emailSubject(client.email));
      const session = await signIn(client);
      await deps.sessions.endOtherSessionsOfClient(client.id, session);
      return client;
    },

    /** Handled reset requests only matter for a day (support questions). */
    async purgeHandledResetRequests(): Promise<void> {
      await repo.deleteHandledResetRequestsBefore(new Date(clock.now().getTime() - 24 * 60 * 60_000));
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
