import { saveDiscountAndReferral, type InputOf } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** The code and referral of a link, held on the session (the bar then shows them). */
export function saveDiscountParams(params: InputOf<typeof saveDiscountAndReferral>) {
  return call(saveDiscountAndReferral, params);
}
