import type { Clock } from '@fp/domain';
import type { Config } from './config.ts';
import type { Database } from './db/types.ts';
import { createServerI18n, type ServerI18n } from './http/i18n.ts';
import { createClientsService } from './modules/auth/clients-service.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createContentService } from './modules/content/service.ts';
import { createLocationsService } from './modules/locations/service.ts';
import { createFlagService } from './modules/flags/service.ts';
import { createMailService } from './modules/mail/service.ts';
import type { MailTransport } from './modules/mail/transport.ts';
import { createRewardsService } from './modules/rewards/service.ts';
import { noDiscountBar } from './modules/session/discount-bar.ts';
import { createSessionDataService } from './modules/session/session-data.ts';
import { createSessionService } from './modules/session/service.ts';

export interface ServiceDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailTransport: MailTransport;
}

/** Every module's service, wired once; routes, jobs and tests use these. */
export function createServices({ config, db, clock, mailTransport }: ServiceDeps) {
  const i18n: ServerI18n = createServerI18n();
  const flags = createFlagService({ db });
  const clients = createClientsService({ db });
  const rewards = createRewardsService({ db });
  const sessions = createSessionService({ db, clock, ttlDays: config.sessionTtlDays });
  const sessionData = createSessionDataService({ config, flags, clients, rewards, discountBar: noDiscountBar });
  const mail = createMailService({ db, clock, transport: mailTransport, from: config.mailFrom });
  const catalog = createCatalogService({ db, clock });
  const locations = createLocationsService({ db });
  const content = createContentService({ db, clock, config, i18n, mail, catalog, locations });
  return { i18n, flags, clients, rewards, sessions, sessionData, mail, catalog, locations, content };
}

export type Services = ReturnType<typeof createServices>;
