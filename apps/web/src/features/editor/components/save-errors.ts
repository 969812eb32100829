import type { SoldOutDetails } from '@fp/contracts';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';

/** What a refused save means for the editor. */
export type SaveFailure =
  | { kind: 'order_changed' }
  | { kind: 'session_moved' }
  | { kind: 'sold_out'; soldOut: SoldOutDetails['soldOut'] }
  | { kind: 'cutoff_passed' }
  | { kind: 'order_skipped'; message: string }
  | { kind: 'add_failed'; names: string[] }
  | { kind: 'message'; message: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The sold-out list of a 409 `sold_out`, kept only when it has the contract's shape. */
function soldOutOf(details: Record<string, unknown>): SoldOutDetails['soldOut'] {
  const list = details['soldOut'];
  if (!Array.isArray(list)) return [];
  return list.filter(
    (i): i is SoldOutDetails['soldOut'][number] =>
      isObject(i) &&
      typeof i['productId'] === 'number' &&
      typeof i['name'] === 'string' &&
      typeof i['remaining'] === 'number' &&
      Array.isArray(i['substitutes']),
  );
}

/** Reads a failed save; undefined when the browser is being sent elsewhere (signed out). */
export function saveFailure(error: unknown): SaveFailure | undefined {
  if (error instanceof ApiRedirect) return undefined;
  if (!(error instanceof ApiError)) return { kind: 'message', message: String(error) };
  switch (error.code) {
    case 'order_changed':
      return { kind: 'order_changed' };
    case 'edit_session_moved':
      return { kind: 'session_moved' };
    case 'cutoff_passed':
      return { kind: 'cutoff_passed' };
    // Skipped in another tab or from the account: the server says how to bring the week back.
    case 'order_skipped':
      return { kind: 'order_skipped', message: error.message };
    case 'sold_out': {
      const soldOut = soldOutOf(error.details);
      return soldOut.length > 0 ? { kind: 'sold_out', soldOut } : { kind: 'message', message: error.message };
    }
    case 'add_failed': {
      const names = error.details['names'];
      return Array.isArray(names) && names.every((n) => typeof n === 'string') && names.length > 0
        ? { kind: 'add_failed', names }
        : { kind: 'message', message: error.message };
    }
    default:
      return { kind: 'message', message: error.message };
  }
}
