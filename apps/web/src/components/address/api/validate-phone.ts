import { validatePhone } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function checkPhone(phone: string) {
  return call(validatePhone, { phone });
}
