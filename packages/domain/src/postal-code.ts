/** Canadian postal code: A1A 1A1 (letters D, F, I, O, Q, U never appear; W and Z never first). */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** "v5k0a1" → "V5K 0A1" when it has the Canadian shape, else the trimmed upper-cased input. */
export function normalizePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim().toUpperCase();
}

export function canadianPostalCodeValid(value: string): boolean {
  return POSTAL_CODE.test(normalizePostalCode(value));
}

/** The postal code as "A1A 1A1", or undefined when it is not a Canadian one. */
export function canonicalPostalCode(value: string): string | undefined {
  const normalized = normalizePostalCode(value);
  return POSTAL_CODE.test(normalized) ? normalized : undefined;
}
