import { z } from 'zod';
import type { Clock } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { JobContext } from '../../jobs/runner.ts';
import { createOutboxRepository, type OutboxRow } from './repository.ts';
import type { MailTransport } from './transport.ts';

/** Other modules lay out their e-mails with the mail module's template. */
export { renderEmail, type EmailContent } from './render.ts';

export interface OutgoingEmail {
  template: string;
  locale: Locale;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Same key, same message: a retried request does not send it again. */
  dedupeKey?: string;
}

/** One job per stored message; a server that is down is tried again for about two hours. */
export const MAIL_DELIVERY_JOB = {
  name: 'mail.deliver',
  maxAttempts: 8,
  backoff: { baseMs: 60_000, maxMs: 60 * 60_000 },
} as const;

const DeliveryPayload = z.object({ outboxId: z.number().int().positive() });

/**
 * The Mailer of DESIGN.md §7: `send` stores the message and its delivery job (inside the caller's
 * transaction when it passes one); the job runner hands it to the transport and retries failures.
 */
export function createMailService(deps: {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  from: string;
  jobs: Pick<JobQueue, 'enqueue'>;
}) {
  const repo = (db: Db = deps.db) => createOutboxRepository(db);

  async function store(email: OutgoingEmail, tx: Db): Promise<OutboxRow> {
    const row = await repo(tx).enqueue({
      template: email.template,
      locale: email.locale,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      dedupeKey: email.dedupeKey ?? null,
    });
    await deps.jobs.enqueue(
      { name: MAIL_DELIVERY_JOB.name, key: `outbox:${row.id}`, payload: { outboxId: row.id } },
      tx,
    );
    return row;
  }

  return {
    send(email: OutgoingEmail, tx?: Db): Promise<OutboxRow> {
      return tx ? store(email, tx) : deps.db.transaction((own) => store(email, own));
    },

    /** The delivery job: a message already delivered is left alone, so a rerun sends nothing. */
    async deliver(job: Pick<JobContext, 'payload' | 'lastAttempt'>): Promise<void> {
      const { outboxId } = DeliveryPayload.parse(job.payload);
      const message = await repo().byId(outboxId);
      if (!message || message.status !== 'pending') return;
      try {
        await deps.transport.deliver(message, deps.from);
      } catch (err) {
        await repo().recordFailure(outboxId, err instanceof Error ? err.message : String(err), job.lastAttempt);
        throw err;
      }
      await repo().markDone(outboxId, deps.transport.kind === 'smtp' ? 'sent' : 'stored', deps.clock.now());
    },

    latest: (limit = 50, to?: string) => repo().latest(limit, to),
    byId: (id: number) => repo().byId(id),
  };
}

export type MailService = ReturnType<typeof createMailService>;
