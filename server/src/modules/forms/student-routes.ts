import { studentPortalSummary } from '@collegium/domain/student-portal';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { ownStudentSummary } from './student-summary.ts';

// The student portal's calls are always scoped to the signed-in student (DESIGN 4), never to an
// id taken from the request.

export function studentFormRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/forms/student',
      { config: { access: { requires: ['forms:student'] } }, schema: { response: { 200: studentPortalSummary } } },
      async (request) => ownStudentSummary(ctx.db.kysely, (await requireAuth(request)).user.personId),
    );
  };
}
