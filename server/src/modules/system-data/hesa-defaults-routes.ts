import { hesaDefaultsViewSchema, setHesaDefaultSchema } from '@collegium/domain/hesa-defaults';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { readHesaDefaults, setHesaDefault } from './hesa-defaults-editor.ts';

// Administration → System data → HESA defaults (admin:admin; issue 15): GET
// /system-data/hesa-defaults, PUT /system-data/hesa-defaults/:field (a code, or null for none).

const access = { access: { requires: ['admin:admin'] } } satisfies { access: Access };

export function registerHesaDefaultRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/system-data/hesa-defaults',
    { config: access, schema: { response: { 200: hesaDefaultsViewSchema } } },
    async () => readHesaDefaults(ctx.db.kysely),
  );
  app.put(
    '/system-data/hesa-defaults/:field',
    {
      config: access,
      schema: {
        params: z.object({ field: z.string().max(20) }),
        body: setHesaDefaultSchema,
        response: { 200: hesaDefaultsViewSchema },
      },
    },
    async (request) =>
      setHesaDefault(ctx.db, request.params.field, request.body, actorOf(await requireAuth(request), request.ip)),
  );
}
