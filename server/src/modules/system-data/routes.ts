import { addIntakeSchema, editIntakeSchema, intakesEditorSchema } from '@collegium/domain/intake-editing';
import {
  addLookupValueSchema,
  editLookupValueSchema,
  lookupChoicesSchema,
  lookupListSchema,
  lookupListsSchema,
} from '@collegium/domain/lookup-lists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { addIntake, editIntake, readIntakesEditor } from './intakes-editor.ts';
import { addLookupValue } from './lookup-add.ts';
import { lookupChoices } from './lookup-choices.ts';
import { registerDioceseRoutes } from './diocese-routes.ts';
import { registerHesaDefaultRoutes } from './hesa-defaults-routes.ts';
import { registerProgrammeRoutes } from './programme-routes.ts';
import { registerPassMarkRoutes } from './pass-marks.ts';
import { deleteLookupValue } from './lookup-delete.ts';
import { editLookupValue } from './lookup-edit.ts';
import { readList, readLists } from './lookup-read.ts';

// Administration → System data (spec 2.4 systemdata, admin:admin; issue 15): the lookup lists and
// the intakes map. GET /lookups/:list is what every form reads (any signed-in user).

const access = { access: { requires: ['admin:admin'] } } satisfies { access: Access };
const id = z.coerce.number().int().positive().max(2_147_483_647);
const listParams = z.object({ list: z.string().max(60) });
const valueParams = z.object({ list: z.string().max(60), id });

export function systemDataRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    registerProgrammeRoutes(fastify, ctx);
    registerDioceseRoutes(fastify, ctx);
    registerPassMarkRoutes(fastify, ctx);
    registerHesaDefaultRoutes(fastify, ctx);

    app.get(
      '/lookups/:list',
      {
        config: { access: { signedIn: true } },
        schema: { params: listParams, response: { 200: lookupChoicesSchema } },
      },
      async (request) => lookupChoices(ctx.db.kysely, request.params.list, request),
    );

    app.get('/system-data', { config: access, schema: { response: { 200: lookupListsSchema } } }, async () =>
      readLists(ctx.db.kysely),
    );

    app.get('/system-data/intakes', { config: access, schema: { response: { 200: intakesEditorSchema } } }, async () =>
      readIntakesEditor(ctx.db),
    );
    app.post(
      '/system-data/intakes',
      { config: access, schema: { body: addIntakeSchema, response: { 201: intakesEditorSchema } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        return reply
          .code(201)
          .send(await addIntake(ctx.db, request.body.startsOn, request.body.programmes, auth, request.ip));
      },
    );
    app.put(
      '/system-data/intakes/:id',
      {
        config: access,
        schema: { params: z.object({ id }), body: editIntakeSchema, response: { 200: intakesEditorSchema } },
      },
      async (request) =>
        editIntake(
          ctx.db,
          request.params.id,
          request.body.version,
          request.body.programmes,
          await requireAuth(request),
          request.ip,
        ),
    );

    app.get(
      '/system-data/lists/:list',
      { config: access, schema: { params: listParams, response: { 200: lookupListSchema } } },
      async (request) => readList(ctx.db.kysely, request.params.list),
    );
    app.post(
      '/system-data/lists/:list',
      {
        config: access,
        schema: { params: listParams, body: addLookupValueSchema, response: { 201: lookupListSchema } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await addLookupValue(
              ctx.db,
              request.params.list,
              request.body.value,
              await requireAuth(request),
              request.ip,
            ),
          ),
    );
    app.patch(
      '/system-data/lists/:list/:id',
      {
        config: access,
        schema: { params: valueParams, body: editLookupValueSchema, response: { 200: lookupListSchema } },
      },
      async (request) =>
        editLookupValue(
          ctx.db,
          request.params.list,
          request.params.id,
          request.body,
          await requireAuth(request),
          request.ip,
        ),
    );
    app.delete(
      '/system-data/lists/:list/:id',
      {
        config: access,
        schema: {
          params: valueParams,
          querystring: z.object({ version: z.coerce.number().int().positive() }),
          response: { 200: lookupListSchema },
        },
      },
      async (request) =>
        deleteLookupValue(
          ctx.db,
          request.params.list,
          request.params.id,
          request.query.version,
          await requireAuth(request),
          request.ip,
        ),
    );
  };
}
