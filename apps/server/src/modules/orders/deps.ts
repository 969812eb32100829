import type { Clock } from '@fp/domain';
import type { CourierWebhookSettings } from '../../courier-config.ts';
import type { Database } from '../../db/types.ts';
import type { ServerI18n } from '../../http/i18n.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ClientsService } from '../auth/clients-service.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { DeliveryService } from '../delivery/service.ts';
import type { DiscountsService } from '../discounts/service.ts';
import type { MailService } from '../mail/service.ts';
import type { MoneyService } from '../money/service.ts';
import type { Notifier, SmsConsents } from '../notifications/service.ts';
import type { StockService } from '../stock/service.ts';
import type { PlansService } from '../subscription/plans-service.ts';
import type { SubscriptionService } from '../subscription/service.ts';

/**
 * What an order's life needs from outside the orders module: the adapters (database, clock, job
 * queue, translations) and the other modules, each through its own service (DESIGN.md §3).
 */
export interface OrdersDeps {
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  jobs: Pick<JobQueue, 'enqueue'>;
  settings: {
    /** How many coming delivery weeks every active subscription has an order for. */
    horizonWeeks: number;
    /** How long before each cutoff its household is reminded. */
    reminderHours: number;
    /** The public origin, for the links of e-mails and texts. */
    publicUrl: string;
    /** How long a read of slow-changing data (the plans' settings) is reused (decision 022). */
    dataVersionCheckMs: number;
    /** The routing platform's webhook (decision 050); absent: the simulated courier moves deliveries. */
    courierWebhook?: CourierWebhookSettings | undefined;
  };
  catalog: CatalogService;
  plans: PlansService;
  subscriptions: SubscriptionService;
  discounts: DiscountsService;
  delivery: DeliveryService;
  clients: ClientsService;
  money: MoneyService;
  stock: StockService;
  mail: MailService;
  notifier: Notifier;
  smsConsents: SmsConsents;
  /** Problems worth a look that are not errors of a request (an order a run could not move on). */
  warn: (message: string, details: Record<string, unknown>) => void;
}
