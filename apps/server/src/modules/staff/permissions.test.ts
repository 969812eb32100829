import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@fp/contracts';
import { permissionsOf, roleAllows } from './permissions.ts';
import { BACKOFF_AFTER, backoffMs } from './service.ts';

describe('staff permissions', () => {
  it('gives admins every permission', () => {
    expect(permissionsOf('admin')).toEqual([...PERMISSIONS]);
  });

  it('keeps the audit log, staff accounts and catalogue changes away from customer service', () => {
    for (const p of ['audit:read', 'staff:manage', 'catalog:write', 'subscriptions:write'] as const) {
      expect(roleAllows('customer_service', p)).toBe(false);
    }
    for (const p of ['admin:access', 'clients:read', 'clients:write', 'catalog:read'] as const) {
      expect(roleAllows('customer_service', p)).toBe(true);
    }
  });
});

describe('sign-in back-off', () => {
  it('is free for the first failures, then doubles from 30 seconds up to 15 minutes', () => {
    expect(backoffMs(BACKOFF_AFTER - 1)).toBe(0);
    expect(backoffMs(BACKOFF_AFTER)).toBe(30_000);
    expect(backoffMs(BACKOFF_AFTER + 1)).toBe(60_000);
    expect(backoffMs(BACKOFF_AFTER + 3)).toBe(240_000);
    expect(backoffMs(BACKOFF_AFTER + 20)).toBe(15 * 60_000);
  });
});
