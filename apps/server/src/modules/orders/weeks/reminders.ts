import { formatDay } from '@fp/domain';
import { href } from '@fp/i18n';
import { renderEmail } from '../../mail/service.ts';
import type { OrdersDeps } from '../deps.ts';
import { createWeeksRepository } from './weeks-repository.ts';

/**
 * The cutoff reminder: `leadHours` before an upcoming order's cutoff, an e-mail (and a text when
 * the household agreed to them) in the household's language with a link to the order. Sent once
 * per order: the order's `reminded_at` is claimed in the transaction that queues the messages,
 * whose own keys (`order:<id>:reminder`) refuse a second copy too.
 */
export function createReminders(deps: OrdersDeps) {
  const { db, clock } = deps;
  /** The number to text, only when the household agreed to text messages. */
  async function smsNumber(clientId: number) {
    if (!(await deps.smsConsents.consented(clientId))) return undefined;
    return (await deps.delivery.addressFor(clientId))?.phone;
  }
  return {
    async run(limit = 1_000): Promise<{ sent: number }> {
      const now = clock.now();
      const until = new Date(now.getTime() + deps.settings.reminderHours * 60 * 60_000);
      let sent = 0;
      for (const order of await createWeeksRepository(db).dueReminders(now, until, limit)) {
        const [client, phone, active] = await Promise.all([
          deps.clients.find(order.clientId),
          smsNumber(order.clientId),
          // A paused or closed plan's weeks are not reminded: the cutoff will skip them.
          deps.subscriptions.isActive(order.subscriptionId),
        ]);
        if (!client || !active) continue;
        const locale = client.locale;
        const t = deps.i18n.translator(locale);
        const date = formatDay(order.deliveryDate, locale, 'weekday');
        const cutoff = deps.delivery.momentLabel(order.cutoffAt, order.province, locale);
        const url = `${deps.settings.publicUrl}${href('account', locale, undefined, { order: String(order.id) })}`;
        const email = renderEmail(t, {
          subject: t('orders:email.reminder.subject', { date }),
          heading: t('orders:email.reminder.heading'),
          paragraphs: [
            t('orders:email.reminder.greeting', { name: client.firstName }),
            t('orders:email.reminder.body', {
              date,
              window: deps.delivery.windowLabel({ starts: order.windowStarts, ends: order.windowEnds }, locale),
              cutoff,
            }),
          ],
          button: { label: t('orders:email.reminder.button'), url },
        });
        const reference = `order:${order.id}:reminder`;
        const won = await db.transaction(async (tx) => {
          if (!(await createWeeksRepository(tx).claimReminder(order.id, now))) return false;
          await deps.mail.send(
            { template: 'order_reminder', locale, to: client.email, ...email, dedupeKey: reference },
            tx,
          );
          if (phone) {
            await deps.notifier.sms(
              { to: phone, locale, body: t('orders:sms.reminder', { date, cutoff, url }), reference },
              tx,
            );
          }
          return true;
        });
        if (won) sent += 1;
      }
      return { sent };
    },
  };
}
