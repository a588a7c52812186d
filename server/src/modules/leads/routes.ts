import { abilitiesFor } from '@collegium/domain/abilities';
import {
  activityFeedQuerySchema,
  activityFeedSchema,
  followLeadSchema,
  followUpsSchema,
  leadActivitySchema,
  logActivitySchema,
  loggedActivitySchema,
} from '@collegium/domain/lead-activity';
import { mergedSchema, mergeLeadsSchema, mergePreviewSchema } from '@collegium/domain/lead-merge';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { activityFeed, followUpsOf, leadActivity, leadOwners } from './lead-activity-read.ts';
import { followLead, logActivity, markFollowUpDone } from './lead-activity-writes.ts';
import { mergeLeads, mergePreview } from './lead-merge.ts';
import { recorderOf } from './lead-stage-changes.ts';

// Issue 17: potential students' activity (spec 2.4: the /leads group root).
//   GET  /leads/activity                      the feed (leads:menu), newest first, with filters
//   GET  /leads/follow-ups                    the caller's open next actions, soonest first
//   GET  /leads/:id/activity                  one lead's stage, moves allowed, owner, activities
//   POST /leads/:id/activities                log a call, e-mail, meeting or note (leads:edit)
//   POST /leads/:id/activities/:activityId/done   mark its next action done (leads:edit)
//   PUT  /leads/:id/owner                     follow the lead, or stop (leads:edit)
//   GET  /leads/:id/merge/:otherId            the two side by side and why not (leads:edit + leads:delete)
//   POST /leads/:id/merge                     merge otherId into this lead (leads:edit + leads:delete)
// Stage moves go through the generic PATCH /leads/:id, kept to spec 4.5 by lead-write-hooks.ts.

const MENU = { access: { requires: ['leads:menu'] } };
const VIEW = { access: { requires: ['leads:view'] } };
const EDIT = { access: { requires: ['leads:edit'] } };
/** A merge edits the survivor and deletes the other lead. */
const MERGE = { access: { requires: ['leads:edit', 'leads:delete'] } };
const recordId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: recordId });

export function leadRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/leads/activity',
      { config: MENU, schema: { querystring: activityFeedQuerySchema, response: { 200: activityFeedSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return {
          ...(await activityFeed(db, request.query)),
          owners: await leadOwners(db),
          abilities: abilitiesFor('leadActivity', auth.user.permissions),
        };
      },
    );
    app.get('/leads/follow-ups', { config: MENU, schema: { response: { 200: followUpsSchema } } }, async (request) => {
      const auth = await requireAuth(request);
      return { items: await followUpsOf(db, recorderOf(actorOf(auth, request.ip))) };
    });
    app.get(
      '/leads/:id/activity',
      { config: VIEW, schema: { params: idParams, response: { 200: leadActivitySchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return {
          ...(await leadActivity(db, request.params.id, recorderOf(actorOf(auth, request.ip)))),
          abilities: abilitiesFor('leadActivity', auth.user.permissions),
        };
      },
    );
    app.post(
      '/leads/:id/activities',
      { config: EDIT, schema: { params: idParams, body: logActivitySchema, response: { 201: loggedActivitySchema } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const id = await logActivity(ctx.db, request.params.id, request.body, actorOf(auth, request.ip));
        return reply.code(201).send({ id });
      },
    );
    app.post(
      '/leads/:id/activities/:activityId/done',
      { config: EDIT, schema: { params: z.object({ id: recordId, activityId: recordId }) } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        await markFollowUpDone(ctx.db, request.params.id, request.params.activityId, actorOf(auth, request.ip));
        return reply.code(204).send();
      },
    );
    app.put(
      '/leads/:id/owner',
      { config: EDIT, schema: { params: idParams, body: followLeadSchema } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        await followLead(ctx.db, request.params.id, request.body.following, actorOf(auth, request.ip));
        return reply.code(204).send();
      },
    );
    app.get(
      '/leads/:id/merge/:otherId',
      {
        config: MERGE,
        schema: { params: z.object({ id: recordId, otherId: recordId }), response: { 200: mergePreviewSchema } },
      },
      async (request) => mergePreview(ctx.db, request.params.id, request.params.otherId),
    );
    app.post(
      '/leads/:id/merge',
      { config: MERGE, schema: { params: idParams, body: mergeLeadsSchema, response: { 200: mergedSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return { id: await mergeLeads(ctx.db, request.params.id, request.body, actorOf(auth, request.ip)) };
      },
    );
  };
}
