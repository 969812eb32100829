import { useMutation } from '@tanstack/react-query';
import { savePlan, type PlanSelection } from '@fp/contracts';
import { call } from '../../../lib/api.ts';

export function sendPlan(selection: PlanSelection) {
  return call(savePlan, selection);
}

export function useSavePlan() {
  return useMutation({ mutationFn: sendPlan });
}
