import type { TranslateFunction } from '@fp/i18n';
import { ApiError, ApiRedirect } from '../../../lib/api.ts';

/** What a refused skip, unskip or change of delivery means for the page. */
export interface ChangeFailure {
  message: string;
  /** The page's copy of the order is out of date: reload it before anything else. */
  reload: boolean;
}

/**
 * The message for a refused change of a week: a stale version (409 `order_changed`) and a passed
 * cutoff get the page's own wording (SPEC.md §8); other refusals show the server's message, which
 * is already in the reader's language. Null when the helper already moved the browser.
 */
export function changeFailure(error: unknown, t: TranslateFunction<'account'>): ChangeFailure | null {
  if (error instanceof ApiRedirect) return null;
  if (!(error instanceof ApiError)) return { message: t('errors.internal'), reload: false };
  switch (error.code) {
    case 'order_changed':
      return { message: t('errors.stale'), reload: true };
    case 'cutoff_passed':
    case 'order_not_editable':
      return { message: t('errors.cutoff'), reload: true };
    case 'account_closed':
      return { message: t('errors.closed'), reload: true };
    default:
      return { message: error.message, reload: error.status === 404 || error.status === 409 };
  }
}
