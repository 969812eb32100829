import type { Clock } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { createNotificationsRepository } from './repository.ts';

export interface TextMessage {
  to: string;
  locale: Locale;
  body: string;
  /** The event the message is about: the same event is never texted twice. */
  reference: string;
}

/** Sends text messages (DESIGN.md §7): an SMS provider in production, the outbox below otherwise. */
export interface Notifier {
  sms(message: TextMessage, tx?: Db): Promise<void>;
}

/** The built-in notifier: messages land in `sms_outbox`, readable in development and tests. */
export function createOutboxNotifier({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async sms(message: TextMessage, tx: Db = db): Promise<void> {
      await createNotificationsRepository(tx).insertOnce({ ...message, createdAt: clock.now() });
    },
    latest: (limit = 50, to?: string) => createNotificationsRepository(db).latest(limit, to),
  } satisfies Notifier & Record<string, unknown>;
}

export type OutboxNotifier = ReturnType<typeof createOutboxNotifier>;

/** Who agreed to text messages beyond the delivery day's own (reminders): asked before any is sent. */
export function createSmsConsents({ db, clock }: { db: Db; clock: Clock }) {
  return {
    consented: (clientId: number) => createNotificationsRepository(db).consented(clientId),
    /** Records the household's answer; withdrawing keeps when it was given. */
    set: (clientId: number, consented: boolean) =>
      createNotificationsRepository(db).setConsent(clientId, consented, clock.now()),
  };
}

export type SmsConsents = ReturnType<typeof createSmsConsents>;
