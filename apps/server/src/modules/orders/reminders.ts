import { formatDay, type Clock, type Region } from '@fp/domain';
import { href, type Locale } from '@fp/i18n';
import type { Database, Db } from '../../db/types.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import { createWeeksRepository } from './weeks-repository.ts';

export interface ReminderDeps {
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  publicUrl: string;
  /** How long before each cutoff the household is reminded (a setting). */
  leadHours: number;
  client: (clientId: number) => Promise<{ email: string; firstName: string; locale: string } | undefined>;
  /** A paused or closed plan's weeks are not reminded: the cutoff will skip them. */
  planActive: (subscriptionId: number) => Promise<boolean>;
  /** The number to text, only when the household agreed to text messages. */
  smsNumber: (clientId: number) => Promise<string | undefined>;
  labels: {
    windowLabel(window: { starts: string; ends: string }, locale: Locale): string;
    momentLabel(instant: Date, region: Region, locale: Locale): string;
  };
  sendMail: (
    email: {
      template: string;
      locale: Locale;
      to: string;
      subject: string;
      text: string;
      html: string;
      dedupeKey: string;
    },
    tx: Db,
  ) => Promise<unknown>;
  renderMail: (
    locale: Locale,
    content: { subject: string; heading: string; paragraphs: string[]; button: { label: string; url: string } },
  ) => { subject: string; text: string; html: string };
  sms: (message: { to: string; locale: Locale; body: string; reference: string }, tx: Db) => Promise<void>;
}

/**
 * The cutoff reminder: `leadHours` before an upcoming order's cutoff, an e-mail (and a text when
 * the household agreed to them) in the household's language with a link to the order. Sent once
 * per order: the order's `reminded_at` is claimed in the transaction that queues the messages,
 * whose own keys (`order:<id>:reminder`) refuse a second copy too.
 */
export function createReminders(deps: ReminderDeps) {
  const { db, clock } = deps;
  return {
    async run(limit = 1_000): Promise<{ sent: number }> {
      const now = clock.now();
      const until = new Date(now.getTime() + deps.leadHours * 60 * 60_000);
      let sent = 0;
      for (const order of await createWeeksRepository(db).dueReminders(now, until, limit)) {
        const [client, phone, active] = await Promise.all([
          deps.client(order.clientId),
          deps.smsNumber(order.clientId),
          deps.planActive(order.subscriptionId),
        ]);
        if (!client || !active) continue;
        const locale: Locale = client.locale === 'fr' ? 'fr' : 'en';
        const t = deps.i18n.translator(locale);
        const date = formatDay(order.deliveryDate, locale, 'weekday');
        const cutoff = deps.labels.momentLabel(order.cutoffAt, order.province, locale);
        const url = `${deps.publicUrl}${href('account', locale, undefined, { order: String(order.id) })}`;
        const email = deps.renderMail(locale, {
          subject: t('orders:email.reminder.subject', { date }),
          heading: t('orders:email.reminder.heading'),
          paragraphs: [
            t('orders:email.reminder.greeting', { name: client.firstName }),
            t('orders:email.reminder.body', {
              date,
              window: deps.labels.windowLabel({ starts: order.windowStarts, ends: order.windowEnds }, locale),
              cutoff,
            }),
          ],
          button: { label: t('orders:email.reminder.button'), url },
        });
        const reference = `order:${order.id}:reminder`;
        const won = await db.transaction(async (tx) => {
          if (!(await createWeeksRepository(tx).claimReminder(order.id, now))) return false;
          await deps.sendMail(
            { template: 'order_reminder', locale, to: client.email, ...email, dedupeKey: reference },
            tx,
          );
          if (phone) {
            await deps.sms({ to: phone, locale, body: t('orders:sms.reminder', { date, cutoff, url }), reference }, tx);
          }
          return true;
        });
        if (won) sent += 1;
      }
      return { sent };
    },
  };
}
