import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';

// The student portal's calls are always scoped to the signed-in student (DESIGN 4), never to an
// id taken from the request.

const studentSummary = z.object({
  /** The student number (shown zero-padded to 7 digits). */
  partnerId: z.number(),
  /** The student's hub. */
  location: z.string().nullable(),
  programmeCode: z.string(),
});

export function studentFormRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/forms/student',
      { config: { access: { requires: ['forms:student'] } }, schema: { response: { 200: studentSummary } } },
      async (request) => {
        const auth = await requireAuth(request);
        const student = await ctx.db.kysely
          .selectFrom('students')
          .select(['partner_id', 'hub', 'programme_code'])
          .where('person_id', '=', auth.user.personId)
          .executeTakeFirst();
        if (!student) throw notFound('No student record is linked to this account. Please contact the registry.');
        return { partnerId: student.partner_id, location: student.hub, programmeCode: student.programme_code };
      },
    );
  };
}
