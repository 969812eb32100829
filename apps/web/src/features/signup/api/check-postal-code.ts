import { useMutation } from '@tanstack/react-query';
import { checkPcForMealKits, checkPcForReadyToEat, type PlanType } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

/** check_pc_for_{product}: the plan's product line decides which area map applies. */
const CHECK_FOR = { rtc: checkPcForMealKits, rte: checkPcForReadyToEat } as const;

export function checkPostalCode(planType: PlanType, postal: string) {
  return call(CHECK_FOR[planType], { postal });
}

export function useCheckPostalCode(planType: PlanType) {
  return useMutation({ mutationFn: (postal: string) => checkPostalCode(planType, postal) });
}
