import {
  eventDetailSchema,
  eventInputSchema,
  eventListSchema,
  attendeeImportSchema,
} from '@collegium/domain/lead-events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { readUpload, registerUploads } from '../files/uploads.ts';
import { importAttendees } from './attendee-import.ts';
import { addEvent, eventDetail, listEvents } from './lead-events.ts';

// Issue 17: Potential Students → Events (spec 2.4: leads:import).
//   GET  /leads/events                  the events, newest first, with their attendee counts
//   POST /leads/events                  adds one (audited)
//   GET  /leads/events/:id              one event and the people registered from it
//   POST /leads/events/:id/attendees    multipart: file (CSV or XLSX), mapping (JSON, optional),
//                                       commit ("true" writes; otherwise a dry run)

const IMPORT = { access: { requires: ['leads:import'] } };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function leadEventRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get('/leads/events', { config: IMPORT, schema: { response: { 200: eventListSchema } } }, async () => ({
      items: await listEvents(db),
    }));
    app.post(
      '/leads/events',
      { config: IMPORT, schema: { body: eventInputSchema, response: { 201: eventDetailSchema } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const id = await addEvent(ctx.db, request.body, actorOf(auth, request.ip));
        return reply.code(201).send(await eventDetail(db, id));
      },
    );
    app.get(
      '/leads/events/:id',
      { config: IMPORT, schema: { params: idParams, response: { 200: eventDetailSchema } } },
      async (request) => eventDetail(db, request.params.id),
    );
    app.post(
      '/leads/events/:id/attendees',
      { config: IMPORT, schema: { params: idParams, response: { 200: attendeeImportSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        const upload = await readUpload(request, ctx.config.importMaxBytes);
        return importAttendees(
          ctx.db,
          request.params.id,
          { filename: upload.filename, bytes: upload.bytes, mapping: upload.fields.mapping },
          upload.fields.commit === 'true',
          actorOf(auth, request.ip),
        );
      },
    );
  };
}
