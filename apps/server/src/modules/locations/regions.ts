import type { Region } from '@fp/contracts';

/** First letter of a postal code → province; only the four served provinces are named. */
export function regionOfPostalCode(postal: string): Region | undefined {
  const first = postal.trim().toUpperCase().charAt(0);
  if (first === 'V') return 'bc';
  if (first === 'T') return 'ab';
  if ('KLMNP'.includes(first) && first !== '') return 'on';
  if ('GHJ'.includes(first) && first !== '') return 'qc';
  return undefined;
}

/**
 * SPEC.md §9: coordinates rounded to 4 decimals are looked up in the metro areas we know
 * (Vancouver, Calgary, Edmonton, Toronto, Ottawa, Montréal, Québec City).
 */
const METRO_AREAS: { region: Region; south: number; north: number; west: number; east: number }[] = [
  { region: 'bc', south: 48.3, north: 49.6, west: -123.6, east: -121.7 }, // Greater Vancouver, Victoria, Fraser Valley
  { region: 'ab', south: 50.8, north: 51.3, west: -114.4, east: -113.8 }, // Calgary
  { region: 'ab', south: 53.3, north: 53.8, west: -113.8, east: -113.2 }, // Edmonton
  { region: 'on', south: 43.4, north: 44.1, west: -80.0, east: -78.8 }, // Greater Toronto
  { region: 'on', south: 45.2, north: 45.5, west: -76.0, east: -75.5 }, // Ottawa
  { region: 'qc', south: 45.3, north: 45.8, west: -74.1, east: -73.3 }, // Montréal
  { region: 'qc', south: 46.7, north: 47.0, west: -71.5, east: -71.1 }, // Québec City
];

export function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function metroRegion(lat: number, lon: number): Region | undefined {
  const la = roundCoordinate(lat);
  const lo = roundCoordinate(lon);
  return METRO_AREAS.find((a) => la >= a.south && la <= a.north && lo >= a.west && lo <= a.east)?.region;
}

/** Great-circle distance in kilometres. */
export function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
