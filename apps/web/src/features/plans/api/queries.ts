// The plans page's data hooks, one file per endpoint; this index keeps the page's imports short.
export {
  subscriptionPlansKeys,
  subscriptionPlansQuery,
  fetchSubscriptionPlans,
  useSubscriptionPlans,
} from './get-subscription-plans.ts';
export {
  selectedPlanKeys,
  selectedPlanQuery,
  fetchSelectedPlan,
  useSelectedPlan,
} from '../../../api/get-selected-plan.ts';
export { planQuoteKeys, planQuoteQuery, fetchPlanQuote, usePlanQuote } from './get-plan-quote.ts';
export { sendPlan, useSavePlan } from './save-plan.ts';
