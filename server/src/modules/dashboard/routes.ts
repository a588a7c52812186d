import { dashboardStats } from '@collegium/domain/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { dashboardCounts } from './dashboard-counts.ts';

// Live counts for the staff dashboard's stats cards (spec 2.3).
export function dashboardRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/dashboard/stats',
      { config: { access: { requires: ['dashboard:view'] } }, schema: { response: { 200: dashboardStats } } },
      async () => dashboardCounts(ctx.db),
    );
  };
}
