// The staff pages' data hooks, one file per endpoint; this index keeps the pages' imports short.
export { adminHomeKeys, adminHomeQuery, fetchAdminHome, useAdminHome } from './get-admin-home.ts';
export { recentAuditKeys, recentAuditQuery, fetchRecentAudit, useRecentAudit } from './get-recent-audit.ts';
export { sendStaffSignIn, useStaffSignIn } from './staff-sign-in.ts';
export { sendStaffSignOut, useStaffSignOut } from './staff-sign-out.ts';
