import {
  externalLinkEditSchema,
  externalLinkInputSchema,
  externalLinkListSchema,
  externalLinkSchema,
  menuLinksSchema,
} from '@collegium/domain/external-links';
import { hasPermission } from '@collegium/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { addLink, deleteLink, editLink, isStudentPerson, listLinks } from './queries.ts';

// Issue 20, feature `externalLink` (these routes exist only while it is on):
//   GET    /external-links/menu          the signed-in user's menu links (staff: dashboard:view;
//                                        student: a student record and forms:student)
//   GET    /admin/external-links         every link (admin:admin)
//   POST   /admin/external-links         adds one (audited)
//   PUT    /admin/external-links/:id     changes one, optimistic version (audited)
//   DELETE /admin/external-links/:id?version=   removes one (audited)

const access = { access: { requires: ['admin:admin'] } } satisfies { access: Access };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function externalLinkRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('externalLink')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/external-links/menu',
      { config: { access: { signedIn: true } }, schema: { response: { 200: menuLinksSchema } } },
      async (request) => {
        const { user } = await requireAuth(request);
        const staff = hasPermission(user.permissions, 'dashboard:view');
        const student = hasPermission(user.permissions, 'forms:student') && (await isStudentPerson(db, user.personId));
        const links = [
          ...(staff ? await listLinks(db, 'staff') : []),
          ...(student ? await listLinks(db, 'student') : []),
        ];
        return { links: links.map(({ id, title, icon, url }) => ({ id, title, icon, url })) };
      },
    );

    app.get(
      '/admin/external-links',
      { config: access, schema: { response: { 200: externalLinkListSchema } } },
      async () => ({
        links: await listLinks(db),
      }),
    );
    app.post(
      '/admin/external-links',
      { config: access, schema: { body: externalLinkInputSchema, response: { 201: externalLinkSchema } } },
      async (request, reply) =>
        reply.code(201).send(await addLink(ctx.db, request.body, actorOf(await requireAuth(request), request.ip))),
    );
    app.put(
      '/admin/external-links/:id',
      {
        config: access,
        schema: { params: idParams, body: externalLinkEditSchema, response: { 200: externalLinkSchema } },
      },
      async (request) =>
        editLink(ctx.db, request.params.id, request.body, actorOf(await requireAuth(request), request.ip)),
    );
    app.delete(
      '/admin/external-links/:id',
      {
        config: access,
        schema: { params: idParams, querystring: z.object({ version: z.coerce.number().int().positive() }) },
      },
      async (request, reply) => {
        await deleteLink(
          ctx.db,
          request.params.id,
          request.query.version,
          actorOf(await requireAuth(request), request.ip),
        );
        return reply.code(204).send();
      },
    );
  };
}
