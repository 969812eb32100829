import { useQuery } from '@tanstack/react-query';
import { getReferralNavIcon } from '@fp/contracts';
import { dateInZone, referralBadgeVisible } from '@fp/domain';
import { call } from '../../../lib/api.ts';

function localToday(): string {
  try {
    return dateInZone(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/**
 * SPEC.md §4: the referral icon shows its "$" badge while the flag is on, the client is signed
 * in, the setting is enabled and today is within its dates (one day of margin each side). The
 * setting is fetched once; a failed fetch counts as disabled.
 */
export function useReferralBadge(active: boolean): boolean {
  const { data } = useQuery({
    queryKey: ['content', 'referral-nav-icon'],
    queryFn: ({ signal }) => call(getReferralNavIcon, {}, { signal }),
    enabled: active,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return active && data !== undefined && referralBadgeVisible(data, localToday());
}
