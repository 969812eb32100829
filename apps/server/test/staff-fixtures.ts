import type { StaffRole } from '@fp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/types.ts';
import { staffMembers } from '../src/modules/staff/tables.ts';
import { createPasswordHasher } from '../src/modules/identity/passwords.ts';
import type { Browser } from './harness.ts';

const cheapHasher = createPasswordHasher(10);
let counter = 0;

export const STAFF_PASSWORD = 'correct-horse-staff-1';

/** A staff member who can sign in with STAFF_PASSWORD (or the password given). */
export async function insertStaffWithPassword(
  db: Database,
  role: StaffRole = 'admin',
  options: { password?: string; email?: string; active?: boolean } = {},
) {
  counter += 1;
  const [row] = await db
    .insert(staffMembers)
    .values({
      email: options.email ?? `member${counter}.${Date.now()}@fieldandplate.ca`,
      name: role === 'admin' ? `Ada Admin ${counter}` : `Chris Service ${counter}`,
      role,
      active: options.active ?? true,
      passwordHash: await cheapHasher.hash(options.password ?? STAFF_PASSWORD),
    })
    .returning();
  return row!;
}

/** Staff sign-in through the real endpoint, from a given address (the coarse rate limit is per address). */
export function staffSignInRequest(
  browser: Browser,
  email: string,
  password: string,
  remoteAddress = '203.0.113.10',
): Promise<LightMyRequestResponse> {
  return browser.request({
    method: 'POST',
    url: '/api/v1/staff_sessions/sign_in',
    payload: { email, password },
    remoteAddress,
  });
}
