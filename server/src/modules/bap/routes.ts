import { abilitiesFor } from '@collegium/domain/abilities';
import { bapCandidatesView, bapInput, bapRecordView, bapCandidateView, studentBapView } from '@collegium/domain/bap';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { studentIdParam } from '../../http/student-id-param.ts';
import { evidenceOptions, listCandidates, readCandidate, readStudentCandidate, saveCandidate } from './bap.ts';

// Issue 20, feature `bap` (these routes exist only while it is on):
//   GET /bap/candidates            every BAP candidate, upcoming panels first (applications:view)
//   GET /applications/:id/bap      one candidate, the recommendations that may be attached (applications:view)
//   PUT /applications/:id/bap      stage, panel date, notes, recommendation; version-checked (applications:edit; audited)
//   GET /students/:id/bap          the stage of the student's own application, or null (students:view)

const VIEW = { access: { requires: ['applications:view'] } };
const EDIT = { access: { requires: ['applications:edit'] } };
const params = z.object({
  id: z.coerce
    .number({ error: 'Give an application id.' })
    .int('Give an application id.')
    .positive('Give an application id.')
    .max(2_147_483_647),
});

export function bapRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('bap')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get('/bap/candidates', { config: VIEW, schema: { response: { 200: bapCandidatesView } } }, async (request) => ({
      candidates: await listCandidates(db, new Date().toISOString().slice(0, 10)),
      abilities: abilitiesFor('bap', (await requireAuth(request)).user.permissions),
    }));
    app.get(
      '/applications/:id/bap',
      { config: VIEW, schema: { params, response: { 200: bapRecordView } } },
      async (request) => ({
        candidate: await readCandidate(db, request.params.id),
        evidenceOptions: await evidenceOptions(db, request.params.id),
        abilities: abilitiesFor('bap', (await requireAuth(request)).user.permissions),
      }),
    );
    app.get(
      '/students/:id/bap',
      { config: { access: { requires: ['students:view'] } }, schema: { response: { 200: studentBapView } } },
      async (request) => ({
        candidate: await readStudentCandidate(db, studentIdParam(request)),
        abilities: abilitiesFor('bap', (await requireAuth(request)).user.permissions),
      }),
    );
    app.put(
      '/applications/:id/bap',
      { config: EDIT, schema: { params, body: bapInput, response: { 200: bapCandidateView } } },
      async (request) =>
        saveCandidate(ctx.db, request.params.id, request.body, actorOf(await requireAuth(request), request.ip)),
    );
  };
}
