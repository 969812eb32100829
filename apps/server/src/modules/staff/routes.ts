import type { FastifyInstance } from 'fastify';
import { createStaffMember, getAdminHome, getRecentAudit, staffSignIn, staffSignOut } from '@fp/contracts';
import { serve } from '../../http/endpoint.ts';
import { requireLogin } from '../../http/errors.ts';
import type { StaffService } from './service.ts';

export function staffRoutes(app: FastifyInstance, deps: { staff: StaffService }): void {
  const { staff } = deps;

  serve(
    app,
    staffSignIn,
    async ({ input, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const member = await staff.signIn(input.email, input.password, request.ip);
      // A fresh token at sign-in: a session id planted before cannot ride into the admin side.
      await request.session.login({ staffId: member.id });
      return { staff: member };
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  serve(app, staffSignOut, async ({ request }) => {
    const staffId = request.session.staffId;
    if (staffId != null) {
      await staff.signedOut(staffId);
      // A client signed in on the same browser keeps their session; otherwise it ends.
      if (request.session.clientId != null) await request.session.login({ staffId: null });
      else await request.session.logout();
    }
    return { signedOut: true as const };
  });

  serve(
    app,
    getAdminHome,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const member = await staff.active(request.session.staffId!);
      if (!member) throw requireLogin();
      return { staff: member, permissions: staff.permissionsOf(member.role) };
    },
    { permission: 'admin:access' },
  );

  serve(
    app,
    getRecentAudit,
    async ({ input, reply }) => {
      reply.header('cache-control', 'no-store');
      return { entries: await staff.recentAudit(input.limit) };
    },
    { permission: 'audit:read' },
  );

  serve(app, createStaffMember, async ({ input, audit }) => ({ staff: await staff.create(input, audit) }), {
    permission: 'staff:manage',
  });
}
