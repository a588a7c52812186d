import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { dashboardCounts } from './dashboard-counts.ts';

// Live counts for the staff dashboard's stats cards (spec 2.3).
export function dashboardRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.get('/dashboard/stats', { config: { access: { requires: ['dashboard:view'] } } }, async () => {
      return dashboardCounts(ctx.db);
    });
  };
}
