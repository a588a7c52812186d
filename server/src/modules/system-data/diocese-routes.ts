import { addDioceseSchema, diocesesSchema, editDioceseSchema } from '@collegium/domain/dioceses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { addDiocese, editDiocese, readDioceses } from './dioceses-editor.ts';

// Administration → System data → Dioceses (admin:admin; issue 15): GET and POST
// /system-data/dioceses, PATCH /system-data/dioceses/:id (contact, name, retire or reinstate).

const access = { access: { requires: ['admin:admin'] } } satisfies { access: Access };
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function registerDioceseRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/system-data/dioceses', { config: access, schema: { response: { 200: diocesesSchema } } }, async () =>
    readDioceses(ctx.db.kysely),
  );
  app.post(
    '/system-data/dioceses',
    { config: access, schema: { body: addDioceseSchema, response: { 201: diocesesSchema } } },
    async (request, reply) =>
      reply.code(201).send(await addDiocese(ctx.db, request.body, await requireAuth(request), request.ip)),
  );
  app.patch(
    '/system-data/dioceses/:id',
    { config: access, schema: { params, body: editDioceseSchema, response: { 200: diocesesSchema } } },
    async (request) => editDiocese(ctx.db, request.params.id, request.body, await requireAuth(request), request.ip),
  );
}
