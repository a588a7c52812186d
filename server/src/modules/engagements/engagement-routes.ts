import { abilitiesFor } from '@collegium/domain/abilities';
import { engagementDetailsInput } from '@collegium/domain/engagement-details';
import { statusChangeInput } from '@collegium/domain/engagement-status-change';
import { transferInput } from '@collegium/domain/engagement-transfer';
import { engagementView, studentEngagements } from '@collegium/domain/engagement-view';
import { progressionDecisionInput, progressionView } from '@collegium/domain/progression';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { updateEngagementDetails } from './engagement-details.ts';
import { readStudentEngagements } from './engagement-read.ts';
import { changeEngagementStatus } from './engagement-status.ts';
import { transferEngagement } from './engagement-transfer.ts';
import { decideProgression, readProgression } from './progression.ts';
import { actorOf } from '../../http/actor.ts';

// A student's engagements (spec 4.2, 5): read them, change a status, transfer to another
// programme, edit the details. docs/api-contract.md, "Engagements".

const idParam = z.object({
  id: z.coerce.number({ error: 'The id is a number.' }).int().positive('The id is a positive whole number.'),
});
const VIEW = { access: { requires: ['students:view'] } };
const EDIT = { access: { requires: ['students:edit'] } };

export function engagementRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/students/:id/engagements',
      { config: VIEW, schema: { params: idParam, response: { 200: studentEngagements } } },
      async (request) => ({
        ...(await readStudentEngagements(ctx.db.kysely, request.params.id)),
        abilities: abilitiesFor('student', (await requireAuth(request)).user.permissions),
      }),
    );

    app.post(
      '/engagements/:id/status',
      { config: EDIT, schema: { params: idParam, body: statusChangeInput, response: { 200: engagementView } } },
      async (request) =>
        changeEngagementStatus(
          ctx.db,
          request.params.id,
          request.body,
          actorOf(await requireAuth(request), request.ip),
        ),
    );

    app.get(
      '/engagements/:id/progression',
      { config: VIEW, schema: { params: idParam, response: { 200: progressionView } } },
      async (request) => readProgression(ctx.db.kysely, request.params.id),
    );

    app.post(
      '/engagements/:id/progression',
      { config: EDIT, schema: { params: idParam, body: progressionDecisionInput, response: { 200: progressionView } } },
      async (request) =>
        decideProgression(ctx.db, request.params.id, request.body, actorOf(await requireAuth(request), request.ip)),
    );

    app.post(
      '/engagements/:id/transfer',
      { config: EDIT, schema: { params: idParam, body: transferInput, response: { 201: engagementView } } },
      async (request, reply) => {
        const created = await transferEngagement(
          ctx.db,
          request.params.id,
          request.body,
          actorOf(await requireAuth(request), request.ip),
        );
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/engagements/:id',
      { config: EDIT, schema: { params: idParam, body: engagementDetailsInput, response: { 200: engagementView } } },
      async (request) =>
        updateEngagementDetails(
          ctx.db,
          request.params.id,
          request.body,
          actorOf(await requireAuth(request), request.ip),
        ),
    );
  };
}
