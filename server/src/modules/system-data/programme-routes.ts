import { addProgrammeSchema, editProgrammeSchema, programmesEditorSchema } from '@collegium/domain/programme-editing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { addProgramme, deleteProgramme, editProgramme, readProgrammes } from './programmes-editor.ts';

// Administration → System data → Programmes (admin:admin; issue 15): GET and POST
// /system-data/programmes, PATCH and DELETE /system-data/programmes/:id.

const access = { access: { requires: ['admin:admin'] } } satisfies { access: Access };
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function registerProgrammeRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/system-data/programmes',
    { config: access, schema: { response: { 200: programmesEditorSchema } } },
    async () => readProgrammes(ctx.db.kysely),
  );
  app.post(
    '/system-data/programmes',
    { config: access, schema: { body: addProgrammeSchema, response: { 201: programmesEditorSchema } } },
    async (request, reply) =>
      reply.code(201).send(await addProgramme(ctx.db, request.body, await requireAuth(request), request.ip)),
  );
  app.patch(
    '/system-data/programmes/:id',
    { config: access, schema: { params, body: editProgrammeSchema, response: { 200: programmesEditorSchema } } },
    async (request) => editProgramme(ctx.db, request.params.id, request.body, await requireAuth(request), request.ip),
  );
  app.delete(
    '/system-data/programmes/:id',
    {
      config: access,
      schema: {
        params,
        querystring: z.object({ version: z.coerce.number().int().positive() }),
        response: { 200: programmesEditorSchema },
      },
    },
    async (request) =>
      deleteProgramme(ctx.db, request.params.id, request.query.version, await requireAuth(request), request.ip),
  );
}
