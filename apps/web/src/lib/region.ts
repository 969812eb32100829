import { useQuery } from '@tanstack/react-query';
import { Region } from '@fp/contracts';
import { fetchRegionAt, fetchRegionOfRequest } from '../api/get-location.ts';

const STORAGE_KEY = 'fp_region';
/** The region is worked out from two endpoints and storage: its own key, not an endpoint's. */
const REGION_QUERY_KEY = ['region'] as const;

function stored(): Region | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    const parsed = Region.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Browser position only when the visitor already allowed it: we never prompt for it. */
async function grantedPosition(): Promise<GeolocationPosition | null> {
  if (!('geolocation' in navigator) || !navigator.permissions) return null;
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return null;
    return await new Promise((resolve) =>
      navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), { maximumAge: 3_600_000, timeout: 5000 }),
    );
  } catch {
    return null;
  }
}

async function detectRegion(): Promise<Region | null> {
  const position = await grantedPosition();
  if (position) {
    const { region } = await fetchRegionAt(position.coords.latitude, position.coords.longitude);
    if (region) {
      try {
        window.localStorage.setItem(STORAGE_KEY, region);
      } catch {
        // storage refused: the region is simply looked up again next time
      }
      return region;
    }
  }
  return stored() ?? (await fetchRegionOfRequest()).region;
}

/**
 * The visitor's region for regional banners and menus (SPEC.md §5): from the browser's position
 * when allowed, else what we remembered, else none (generic content).
 */
export function useRegion(): Region | null {
  const { data } = useQuery({
    queryKey: REGION_QUERY_KEY,
    queryFn: detectRegion,
    staleTime: Infinity,
    placeholderData: stored,
  });
  return data ?? null;
}

export function rememberRegion(region: Region): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, region);
  } catch {
    // ignore
  }
}
