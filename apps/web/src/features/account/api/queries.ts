// The account feature's data hooks, one file per endpoint; this index keeps the pages' imports short.
export {
  accountPageKeys,
  accountPageQuery,
  fetchAccountPage,
  reloadAccountPage,
  storeCard,
  useAccountPage,
  useReloadAccountPage,
} from './get-order-data-for-account-page.ts';
export { sendSkip, useSkipOrder } from './skip-order.ts';
export { sendUnskip, useUnskipOrder } from './unskip-order.ts';
export { sendSkipFeedback, useSkipFeedback } from './skip-order-feedback.ts';
export {
  changeDeliveryFormKeys,
  changeDeliveryFormQuery,
  fetchChangeDeliveryForm,
  useChangeDeliveryForm,
} from './get-change-delivery-form.ts';
export { sendDeliveryChange, useUpdateDelivery } from './update-delivery.ts';
export { sendUnpause, useUnpauseAccount } from './unpause-account.ts';
export {
  deliveryHistoryKeys,
  deliveryHistoryQuery,
  fetchDeliveryHistory,
  useDeliveryHistory,
} from './get-delivery-history.ts';
export {
  accountBannerKeys,
  accountBannerQuery,
  fetchAccountBanner,
  useAccountBanner,
} from './get-servings-based-banner.ts';
export { sendBannerDismissal, useDismissAccountBanner } from './dismiss-servings-based-banner.ts';
