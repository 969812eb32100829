import type { SessionData } from '@fp/contracts';
import type { Locale } from '@fp/i18n';
import type { Config } from '../../config.ts';
import type { ClientsService } from '../auth/clients-service.ts';
import type { FlagService } from '../flags/service.ts';
import type { MoneyService } from '../money/service.ts';
import type { DiscountBarSource } from './discount-bar.ts';
import type { SessionAccount } from './service.ts';

export interface SessionDataDeps {
  config: Config;
  flags: FlagService;
  clients: ClientsService;
  points: Pick<MoneyService['points'], 'availableBalance'>;
  discountBar: DiscountBarSource;
  /** Whether a staff member may still act (a disabled account loses the admin banner at once). */
  staffActive: (staffId: number) => Promise<boolean>;
  /** Whether the client has a delivery to track today, when the session was read without it. */
  trackDelivery?: (clientId: number) => Promise<boolean>;
}

export interface SessionView {
  clientId: number | null;
  staffId: number | null;
  actorKey: string | null;
  savedLocale: Locale | undefined;
  data: Record<string, unknown>;
  /** The owner as read with the session; without it, they are read here. */
  account?: SessionAccount | undefined;
}

/** SPEC.md §3 "Session data": everything the page shell needs in one call. */
export function createSessionDataService(deps: SessionDataDeps) {
  return {
    async build(view: SessionView): Promise<SessionData> {
      const { account } = view;
      const client =
        view.clientId == null
          ? undefined
          : account
            ? (account.client ?? undefined)
            : await deps.clients.find(view.clientId);
      const active = client && client.status === 'active' ? client : undefined;
      const flags = await deps.flags.evaluateAll({ clientId: active?.id ?? null, actorKey: view.actorKey });
      const languageSelector = flags.language_selector === true;
      const preferred: Locale = active ? active.locale : (view.savedLocale ?? 'en');
      return {
        locale: languageSelector ? preferred : 'en',
        loggedIn: active !== undefined,
        client: active
          ? {
              id: active.id,
              firstname: active.firstName,
              email: active.email,
              rewardPoints: account ? account.rewardPoints : await deps.points.availableBalance(active.id),
            }
          : null,
        // SPEC.md §3: a delivery of today that is billed, on the road or delivered can be tracked.
        trackDelivery: active
          ? account
            ? account.trackDelivery
            : ((await deps.trackDelivery?.(active.id)) ?? false)
          : false,
        customerSchedule: active !== undefined && flags.customer_schedule === true,
        adminLoggedIn: view.staffId != null && (account ? account.staffActive : await deps.staffActive(view.staffId)),
        showOneTap: active === undefined && flags.one_tap === true,
        environment: deps.config.env,
        discountBar: await deps.discountBar.forSession(view.data, active?.id ?? null),
        flags,
        support: deps.config.support,
      };
    },
  };
}

export type SessionDataService = ReturnType<typeof createSessionDataService>;
