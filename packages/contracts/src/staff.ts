import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const STAFF_ROLES = ['admin', 'customer_service'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/**
 * What a staff member may do; every /api/admin endpoint names one (the server refuses to register
 * an admin endpoint without it). The role → permission map lives on the server.
 */
export const PERMISSIONS = [
  'admin:access',
  'audit:read',
  'staff:manage',
  'catalog:read',
  'catalog:write',
  'subscriptions:read',
  'subscriptions:write',
  'clients:read',
  'clients:write',
] as const;
export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

/** Staff passwords follow the client rule (SPEC.md §9: at least 10 characters). */
export const STAFF_PASSWORD_MIN = 10;

export const StaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: StaffRole,
});
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffSignInRequest = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

export const staffSignIn = endpoint({
  method: 'POST',
  path: '/api/v1/staff_sessions/sign_in',
  summary: 'Staff sign-in with e-mail and password (rotates the session)',
  tags: ['staff'],
  input: StaffSignInRequest,
  output: z.object({ staff: StaffMember }),
});

export const staffSignOut = endpoint({
  method: 'POST',
  path: '/api/v1/staff_sessions/sign_out',
  summary: 'Staff sign-out (a client signed in on the same browser stays signed in)',
  tags: ['staff'],
  input: z.object({}),
  output: z.object({ signedOut: z.literal(true) }),
});

export const getAdminHome = endpoint({
  method: 'GET',
  path: '/api/admin/staff/home',
  summary: 'Who is signed in on the admin side, and what they may do',
  input: z.object({}),
  output: z.object({ staff: StaffMember, permissions: z.array(Permission) }),
});

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffName: z.string(),
  staffEmail: z.string(),
  action: z.string(),
  subject: z.string().nullable(),
  details: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const getRecentAudit = endpoint({
  method: 'GET',
  path: '/api/admin/audit_log/recent',
  summary: 'The latest staff actions, newest first (admins only)',
  input: z.object({ limit: z.coerce.number().int().min(1).max(200).default(25) }),
  output: z.object({ entries: z.array(AuditEntry) }),
});

export const CreateStaffRequest = z.object({
  email: z.email('staff:errors.email').max(254),
  name: z.string().trim().min(2).max(100),
  role: StaffRole,
  password: z.string().min(STAFF_PASSWORD_MIN).max(200),
});

export const createStaffMember = endpoint({
  method: 'POST',
  path: '/api/admin/staff/create',
  summary: 'Open a staff account (admins only)',
  input: CreateStaffRequest,
  output: z.object({ staff: StaffMember }),
});
