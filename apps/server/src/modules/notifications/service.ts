import { z } from 'zod';
import type { Clock } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { conflict } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { JobContext } from '../../jobs/runner.ts';
import { createNotificationsRepository } from './repository.ts';
import type { SmsSender } from './twilio.ts';

export { createTwilioSender, type SmsSender } from './twilio.ts';

export interface TextMessage {
  to: string;
  locale: Locale;
  body: string;
  /** The event the message is about: the same event is never texted twice. */
  reference: string;
}

/** Sends text messages (DESIGN.md §7): an SMS provider in production, the outbox below otherwise. */
export interface Notifier {
  /** Whether texts reach anyone: false in production without a provider (no SMS is offered). */
  readonly offered: boolean;
  sms(message: TextMessage, tx?: Db): Promise<void>;
}

/** One job per message to send; Twilio down is tried again for about two hours, as the mail is. */
export const SMS_DELIVERY_JOB = {
  name: 'sms.deliver',
  maxAttempts: 8,
  backoff: { baseMs: 60_000, maxMs: 60 * 60_000 },
} as const;

const DeliveryPayload = z.object({ smsId: z.number().int().positive() });

/** The built-in notifier of development and tests: messages land in `sms_outbox`, readable there. */
export function createOutboxNotifier({ db, clock }: { db: Db; clock: Clock }) {
  return {
    offered: true,
    async sms(message: TextMessage, tx: Db = db): Promise<void> {
      await createNotificationsRepository(tx).insertOnce({ ...message, status: 'stored', createdAt: clock.now() });
    },
    latest: (limit = 50, to?: string) => createNotificationsRepository(db).latest(limit, to),
  } satisfies Notifier & Record<string, unknown>;
}

export type OutboxNotifier = ReturnType<typeof createOutboxNotifier>;

/**
 * The notifier with an SMS provider (decision 050): the message and its delivery job are written
 * in the caller's transaction (nothing is sent for a change that rolls back); the job hands it
 * to the provider and records the provider's id.
 */
export function createProviderNotifier(deps: {
  db: Db;
  clock: Clock;
  sender: SmsSender;
  jobs: Pick<JobQueue, 'enqueue'>;
}) {
  const repo = (db: Db = deps.db) => createNotificationsRepository(db);
  async function store(message: TextMessage, tx: Db) {
    const id = await repo(tx).insertOnce({ ...message, status: 'pending', createdAt: deps.clock.now() });
    if (id !== undefined) {
      await deps.jobs.enqueue({ name: SMS_DELIVERY_JOB.name, key: `sms:${id}`, payload: { smsId: id } }, tx);
    }
  }
  return {
    offered: true,
    sms(message: TextMessage, tx?: Db): Promise<void> {
      return tx ? store(message, tx) : deps.db.transaction((own) => store(message, own));
    },
    /** The delivery job: a message already sent is left alone, so a rerun sends nothing. */
    async deliver(job: Pick<JobContext, 'payload' | 'lastAttempt'>): Promise<void> {
      const { smsId } = DeliveryPayload.parse(job.payload);
      const message = await repo().byId(smsId);
      if (!message || message.status !== 'pending') return;
      let providerId: string;
      try {
        ({ providerId } = await deps.sender.send({ to: message.to, body: message.body }));
      } catch (err) {
        await repo().recordFailure(smsId, err instanceof Error ? err.message : String(err), job.lastAttempt);
        throw err;
      }
      await repo().markSent(smsId, providerId, deps.clock.now());
    },
    latest: (limit = 50, to?: string) => repo().latest(limit, to),
  } satisfies Notifier & Record<string, unknown>;
}

/**
 * Production without an SMS provider: no text is sent nor kept anywhere, and no consent is asked
 * (the "no silent outbox": a stored text that never leaves would look sent).
 */
export const noTexts: Notifier = { offered: false, sms: async () => {} };

/** Picks the notifier: Twilio when set up, else the outbox outside production, else none. */
export function createNotifier(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
  sender: SmsSender | undefined;
  production: boolean;
}) {
  if (deps.sender) return createProviderNotifier({ ...deps, sender: deps.sender });
  // Only the provider's notifier enqueues delivery jobs; the others have nothing to deliver.
  const deliver = async (_job: Pick<JobContext, 'payload' | 'lastAttempt'>) => {};
  if (deps.production) return { ...noTexts, deliver, latest: async (_limit?: number, _to?: string) => [] };
  return { ...createOutboxNotifier(deps), deliver };
}

export type AppNotifier = ReturnType<typeof createNotifier>;

/**
 * Who agreed to text messages beyond the delivery day's own (reminders): asked before any is
 * sent, and only where texts are offered at all.
 */
export function createSmsConsents({ db, clock, offered = true }: { db: Db; clock: Clock; offered?: boolean }) {
  const repo = () => createNotificationsRepository(db);
  return {
    offered,
    consented: async (clientId: number) => offered && (await repo().consented(clientId)),
    /** The household's choice as the communications settings show it. */
    async status(clientId: number) {
      return { offered, consented: offered && (await repo().consented(clientId)) };
    },
    /** Records the household's answer; withdrawing keeps when it was given. Refused where no SMS is offered. */
    async set(clientId: number, consented: boolean) {
      if (!offered) throw conflict('sms_not_offered', 'settings:errors.smsNotOffered');
      await repo().setConsent(clientId, consented, clock.now());
      return { offered, consented };
    },
  };
}

export type SmsConsents = ReturnType<typeof createSmsConsents>;
