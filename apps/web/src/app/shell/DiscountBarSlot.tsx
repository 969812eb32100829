import { lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../../lib/locale.ts';
import { useSession } from '../../lib/session.ts';
import { Optional } from '../../components/ui/Optional.tsx';
import { discountParams } from './DiscountBarParams.ts';

const DiscountBar = lazy(() => import('./DiscountBar.tsx'));

/**
 * The visitor discount bar of the page shell, and the keeper of discount links: its code loads
 * only when the session holds a discount or the address brings one.
 */
export function DiscountBarSlot({ showBar }: { showBar: boolean }) {
  const session = useSession();
  const location = useLocation();
  const route = useCurrentRoute();
  const params = discountParams(location.search, route.name);
  // Once a link brought a code, stay mounted: its error message outlives the cleaned address.
  const [brought, setBrought] = useState(false);
  if (params && !brought) setBrought(true);
  const hasBar = showBar && !session.loggedIn && session.discountBar.discount !== null;
  if (!params && !brought && !hasBar) return null;
  return (
    <Optional>
      <DiscountBar showBar={showBar} params={params} />
    </Optional>
  );
}
