// The settings pages' data hooks, one file per endpoint; this index keeps the pages' imports short.
export {
  settingsAccountKeys,
  settingsAccountQuery,
  fetchSettingsAccount,
  useSettingsAccount,
} from './get-settings-account.ts';
export { sendAccountUpdate, useUpdateName } from './update-settings-account.ts';
export { sendProviderRemoval, useRemoveProvider } from './remove-settings-provider.ts';
export { sendPasswordChange, useChangePassword } from './update-settings-password.ts';
export {
  emailVerificationKeys,
  emailVerificationQuery,
  fetchEmailVerification,
  useEmailVerification,
} from './get-email-verification.ts';
export { sendVerificationCode, useVerifyEmail } from './verify-email.ts';
export { sendVerificationAgain, useResendCode } from './resend-email-verification.ts';
export {
  settingsPaymentKeys,
  settingsPaymentQuery,
  fetchSettingsPayment,
  useSettingsPayment,
} from './get-settings-payment.ts';
export { sendCardUpdate, useUpdateCard } from './update-settings-card.ts';
export { sendPromoCode, sendPromoRemoval, usePromoCode } from './update-settings-promo.ts';
export { sendReceipts, useSendReceipts } from './send-order-receipts.ts';
export { paymentHistoryKeys, paymentHistoryQuery, usePaymentHistory } from './get-payment-history.ts';
