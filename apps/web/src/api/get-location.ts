import { getLocationByCoords, getLocationData } from '@fp/contracts';
import { call } from '../lib/api.ts';

// Two endpoints of one question (where is the visitor?), asked in turn by lib/region.ts, whose
// query key is the region itself rather than either answer.

export function fetchRegionAt(lat: number, lon: number) {
  return call(getLocationByCoords, { lat, lon });
}

export function fetchRegionOfRequest() {
  return call(getLocationData, {});
}
