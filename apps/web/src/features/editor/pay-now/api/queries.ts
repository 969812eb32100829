// The pay-now modal's data hooks, one file per endpoint (decision 021).
export { sendCreatePatch, useCreatePatch } from './create-patch.ts';
export { sendBillPatch, useBillPatch } from './bill-patch.ts';
