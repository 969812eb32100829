import type { RouteName } from '@fp/i18n';

/** Pages where `code` in the address means something else (a verification or provider code). */
const CODE_MEANS_OTHER: ReadonlySet<RouteName> = new Set(['social-callback', 'email-verification', 'password-edit']);

export interface DiscountParams {
  code?: string;
  referral?: string;
  referralId?: string;
}

/** SPEC.md §7: discount_code (or code), r and rid, when the address carries any. */
export function discountParams(search: string, route: RouteName): DiscountParams | undefined {
  const query = new URLSearchParams(search);
  const code = query.get('discount_code') ?? (CODE_MEANS_OTHER.has(route) ? null : query.get('code'));
  const out: DiscountParams = {
    ...(code ? { code } : {}),
    ...(query.get('r') ? { referral: query.get('r')! } : {}),
    ...(query.get('rid') ? { referralId: query.get('rid')! } : {}),
  };
  return out.code || out.referral ? out : undefined;
}
