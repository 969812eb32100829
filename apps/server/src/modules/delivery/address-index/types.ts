// The bundled address index of the served cities (DESIGN.md §7 `AddressLookup`, local default).

export interface StreetSeed {
  /** Street name as written in addresses, in the city's usual language: 'West Broadway', 'rue Saint-Denis', 'Boulevard René-Lévesque Ouest'. */
  name: string;
  /** City key from ../../locations/seed/cities.ts. */
  city: string;
  /** Lowest and highest civic number that exist on this street (the index accepts numbers in between). */
  from: number;
  to: number;
  /** Coordinates of the civic number `from` and of `to` (WGS84, 5 decimals); numbers in between are interpolated. */
  start: [lat: number, lon: number];
  end: [lat: number, lon: number];
  /** Forward sortation areas the street runs through, in order from `from` to `to` (each listed in that city's FSAs). */
  fsas: string[];
}
