import { dashboardStats, dashboardWork as dashboardWorkSchema } from '@collegium/domain/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { dashboardCounts } from './dashboard-counts.ts';
import { dashboardWork } from './dashboard-work.ts';

// Live counts for the staff dashboard's stats cards (spec 2.3).
export function dashboardRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/dashboard/stats',
      { config: { access: { requires: ['dashboard:view'] } }, schema: { response: { 200: dashboardStats } } },
      async () => dashboardCounts(ctx.db),
    );
    // Issue 19: the caller's own work, each count only where their permissions allow it.
    app.get(
      '/dashboard/work',
      { config: { access: { requires: ['dashboard:view'] } }, schema: { response: { 200: dashboardWorkSchema } } },
      async (request) => {
        const { user } = await requireAuth(request);
        return dashboardWork(ctx.db.kysely, {
          personId: user.personId,
          permissions: user.permissions,
          features: ctx.config.features,
        });
      },
    );
  };
}
