import { PERMISSIONS, type Permission, type StaffRole } from '@fp/contracts';

/**
 * SPEC.md §6 names two staff roles and leaves the rest open. Admins may do everything; customer
 * service reads the catalogue and subscriptions and looks after clients (corporate credit plans,
 * closures), but cannot read the audit log, manage staff or change the catalogue.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  customer_service: new Set<Permission>([
    'admin:access',
    'catalog:read',
    'subscriptions:read',
    'clients:read',
    'clients:write',
  ]),
};

export function roleAllows(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].has(permission);
}

export function permissionsOf(role: StaffRole): Permission[] {
  return PERMISSIONS.filter((p) => ROLE_PERMISSIONS[role].has(p));
}
