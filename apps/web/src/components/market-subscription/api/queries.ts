// The market subscription control's data hooks, one file per endpoint; this index keeps imports short.
export {
  activeSubscriptionsKeys,
  activeSubscriptionsQuery,
  fetchActiveSubscriptions,
  useActiveSubscriptions,
} from './get-active-subscriptions.ts';
export {
  futureOrdersKeys,
  futureOrdersQuery,
  fetchFutureOrders,
  useFutureOrders,
} from './get-future-orders-for-product.ts';
export { sendCreateSubscription, useCreateSubscription } from './create-subscription.ts';
export { sendUpdateSubscription, useUpdateSubscription } from './update-subscription.ts';
export { sendCancelSubscription, useCancelSubscription } from './cancel-subscription.ts';
export { sendDeliveryQuantity, useUpdateDeliveryQuantity } from './update-delivery-quantity.ts';
