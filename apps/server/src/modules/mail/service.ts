import type { Clock } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
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

const MAX_ATTEMPTS = 8;

/**
 * The Mailer of DESIGN.md §7: `send` stores the message (inside the caller's transaction when it
 * passes one) and the delivery loop hands it to the transport, with back-off on failure.
 */
export function createMailService(deps: { db: Db; clock: Clock; transport: MailTransport; from: string }) {
  const repo = (db: Db = deps.db) => createOutboxRepository(db);
  let wake: (() => void) | undefined;

  async function deliverDue(): Promise<number> {
    const due = await repo().claimDue(deps.clock.now(), 20);
    for (const message of due) {
      try {
        await deps.transport.deliver(message, deps.from);
        await repo().markDone(message.id, deps.transport.kind === 'smtp' ? 'sent' : 'stored', deps.clock.now());
      } catch (err) {
        const attempts = message.attempts + 1;
        const retryAt = attempts >= MAX_ATTEMPTS ? null : new Date(deps.clock.now().getTime() + 2 ** attempts * 15_000);
        await repo().markFailed(message.id, err instanceof Error ? err.message : String(err), retryAt);
      }
    }
    return due.length;
  }

  return {
    async send(email: OutgoingEmail, tx?: Db): Promise<OutboxRow> {
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
      wake?.();
      return row;
    },
    deliverDue,
    latest: (limit = 50, to?: string) => repo().latest(limit, to),
    byId: (id: number) => repo().byId(id),
    /** Delivers continuously until stopped; woken at once when a message is sent. */
    startWorker(intervalMs = 5000): () => Promise<void> {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<void> = Promise.resolve();
      const tick = () => {
        if (stopped) return;
        clearTimeout(timer);
        running = running
          .then(async () => {
            while (!stopped && (await deliverDue()) > 0) {
              // keep draining
            }
          })
          .catch(() => {})
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs);
          });
      };
      wake = () => setImmediate(tick);
      tick();
      return async () => {
        stopped = true;
        wake = undefined;
        clearTimeout(timer);
        await running;
      };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
