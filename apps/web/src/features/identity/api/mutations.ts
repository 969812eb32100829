// The identity pages' data calls, one file per endpoint; this index keeps the pages' imports short.
export { sendSignIn, useSignIn } from './sign-in.ts';
export { sendPasswordResetRequest, useRequestPasswordReset } from './request-password-reset.ts';
export { resetTokenKeys, resetTokenQuery, fetchResetTokenCheck, useResetTokenCheck } from './check-reset-token.ts';
export { sendPasswordReset, useResetPassword } from './reset-password.ts';
export { storeReturnLocation } from './store-location.ts';
