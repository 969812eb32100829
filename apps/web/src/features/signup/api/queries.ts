// The signup steps' data hooks, one file per endpoint; this index keeps the pages' imports short.
export { currentStepKeys, currentStepQuery, fetchCurrentStep, useCurrentStep } from '../../../api/get-current-step.ts';
export {
  selectedPlanKeys,
  selectedPlanQuery,
  fetchSelectedPlan,
  useSelectedPlan,
} from '../../../api/get-selected-plan.ts';
export { savedAddressKeys, savedAddressQuery, fetchSavedAddress, useSavedAddress } from './get-saved-address.ts';
export {
  householdOfferKeys,
  householdOfferQuery,
  fetchHouseholdOffer,
  useHouseholdOffer,
} from './get-household-offer.ts';
export { orderSummaryKeys, orderSummaryQuery, fetchOrderSummary, useOrderSummary } from './get-order-summary.ts';
export {
  firstDeliveryKeys,
  firstDeliveryQuery,
  fetchFirstDelivery,
  useFetchFirstDelivery,
} from './get-first-delivery-string.ts';
export { welcomeKeys, welcomeQuery, fetchWelcome, useWelcome } from './get-welcome.ts';
export { getStartedKeys, getStartedQuery, fetchGetStarted, useGetStartedData } from './get-started-data.ts';
