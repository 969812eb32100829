import type { AccountBanner, PaymentWarning } from '@fp/contracts';
import { ACCOUNT_NOTICES, type AccountNotice, type Clock, type Region, type SubscriptionStatus } from '@fp/domain';
import type { Locale } from '@fp/i18n';
import type { Db } from '../../db/types.ts';
import { ruleError } from '../../http/errors.ts';
import { createAccountRepository } from './repository.ts';

/** What the account home's frame needs of the other modules, each through its own service. */
export interface AccountDeps {
  db: Db;
  clock: Clock;
  firstName: (clientId: number) => Promise<string | undefined>;
  region: (clientId: number) => Promise<Region | null>;
  planStatus: (clientId: number) => Promise<SubscriptionStatus | undefined>;
  unpause: (clientId: number, now: Date) => Promise<boolean>;
  /** Why the payment method needs attention, if it does (the payment settings'). */
  paymentWarning?: (clientId: number) => Promise<PaymentWarning | null>;
  /** The account banner entry for a region (generic otherwise); null when there is none. */
  banner: (
    locale: Locale,
    region: Region | null,
  ) => Promise<{
    fields: Record<string, unknown>;
    images: { mobile: number | null; tablet: number | null; desktop: number | null };
  } | null>;
}

/** The account home's frame: status, notices remembered per household, the banner, unpausing. */
export function createAccountService(deps: AccountDeps) {
  const repo = createAccountRepository(deps.db);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');

  return {
    /** `account/index`. */
    async index(clientId: number) {
      const [firstname, region, status, dismissed, paymentWarning] = await Promise.all([
        deps.firstName(clientId),
        deps.region(clientId),
        deps.planStatus(clientId),
        repo.dismissed(clientId),
        deps.paymentWarning?.(clientId) ?? null,
      ]);
      return {
        accountStatus: status ?? 'active',
        firstname: firstname ?? '',
        region,
        paymentWarning,
        dismissed: Object.fromEntries(ACCOUNT_NOTICES.map((n) => [n, dismissed.includes(n)])) as Record<
          AccountNotice,
          boolean
        >,
      };
    },

    /** `account/dismiss_*` and `servings_based_banner/dismiss_banner`. */
    async dismiss(clientId: number, notice: AccountNotice) {
      await repo.remember(clientId, notice, true, deps.clock.now());
      return { dismissed: true } as const;
    },

    /** A notice dismissed before is offered again (its cause was dealt with; a new one must be seen). */
    async offerAgain(clientId: number, notice: AccountNotice) {
      await repo.remember(clientId, notice, false, deps.clock.now());
    },

    /** `clients/modal_status_update`: a modal shown stays offered; dismissed, it is not shown again. */
    async modalStatus(clientId: number, modal: AccountNotice, status: 'shown' | 'dismissed') {
      const dismissed = status === 'dismissed';
      if (dismissed || !(await repo.dismissed(clientId)).includes(modal)) {
        await repo.remember(clientId, modal, dismissed, deps.clock.now());
      }
      return { modal, dismissed: dismissed || (await repo.dismissed(clientId)).includes(modal) };
    },

    /** `servings_based_banner/index`: the region's account banner with the first name; null once dismissed. */
    async banner(clientId: number, locale: Locale): Promise<{ banner: AccountBanner | null }> {
      const [dismissed, region, firstname] = await Promise.all([
        repo.dismissed(clientId),
        deps.region(clientId),
        deps.firstName(clientId),
      ]);
      if (dismissed.includes('servings_based_banner')) return { banner: null };
      const entry = await deps.banner(locale, region);
      if (!entry) return { banner: null };
      return {
        banner: {
          title: text(entry.fields.title),
          subtitle: text(entry.fields.subtitle),
          firstname: firstname ?? '',
          images: { ...entry.images, tablet: entry.images.tablet ?? entry.images.desktop },
        },
      };
    },

    /** `account/unpause_account`: a paused plan delivers again; anything else is refused. */
    async unpause(clientId: number) {
      const status = await deps.planStatus(clientId);
      if (status === 'closed') throw ruleError('account_closed', 'orders:errors.accountClosed');
      if (status === 'paused') await deps.unpause(clientId, deps.clock.now());
      return { accountStatus: 'active' as const };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
