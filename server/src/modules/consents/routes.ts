import {
  changeMyConsentSchema,
  consentHistorySchema,
  myConsentsSchema,
  recordConsentSchema,
  recordedConsentSchema,
} from '@collegium/domain/consent-history';
import { meetsAll } from '@collegium/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { APPLICANT_PERMISSION } from '../applicant/applicant-role.ts';
import { changeMyConsent, consentHistory, myConsents, recordConsent } from './consent-history.ts';

// Issue 17: consents with their history (spec 2.4: consents `role:manager`).
//   GET  /people/:personId/consents   the history per purpose and the current state
//   POST /people/:personId/consents   record a grant or a withdrawal (role:manager): a new row
//   GET  /portal/consents             the caller's own marketing consents (student or applicant)
//   PUT  /portal/consents             grant or withdraw one of them: a new row, method 'Portal'
// The generic /consents records are never changed or deleted (consent-write-hooks.ts).

const RECORD = 'role:manager';
const READ = { access: { requires: [[RECORD, 'consents:view']] } };
const WRITE = { access: { requires: [RECORD] } };
const OWN = { access: { requires: [['forms:student', APPLICANT_PERMISSION]] } };
const params = z.object({ personId: z.coerce.number().int().positive().max(2_147_483_647) });

export function consentRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/people/:personId/consents',
      { config: READ, schema: { params, response: { 200: consentHistorySchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return consentHistory(db, request.params.personId, meetsAll(auth.user.permissions, [RECORD]));
      },
    );
    app.post(
      '/people/:personId/consents',
      { config: WRITE, schema: { params, body: recordConsentSchema, response: { 201: recordedConsentSchema } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const id = await recordConsent(ctx.db, request.params.personId, request.body, actorOf(auth, request.ip));
        return reply.code(201).send({ id });
      },
    );
    app.get('/portal/consents', { config: OWN, schema: { response: { 200: myConsentsSchema } } }, async (request) => {
      const auth = await requireAuth(request);
      return myConsents(db, auth.user.personId);
    });
    app.put(
      '/portal/consents',
      { config: OWN, schema: { body: changeMyConsentSchema, response: { 200: myConsentsSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        const { purpose, given } = request.body;
        await changeMyConsent(ctx.db, auth.user.personId, purpose, given, actorOf(auth, request.ip));
        return myConsents(db, auth.user.personId);
      },
    );
  };
}
