import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Access } from '../../http/access.ts';
import { reviewRecordSchema } from '@collegium/domain/application-review';
import { applicantListPage } from '@collegium/domain/applicant-list';
import { answerListView } from '../../lib/list-view.ts';
import { applicantListChoices, applicantListQuery, applicantListView } from '../application-review/applicant-list.ts';
import { readFlexiApplication } from './fc-applications.ts';

// spec 2.5 fc-applications (docs/api-contract.md "Flexible study applications"):
//   GET {api}/fc-applications        the applications for flexible study (the shared applicant
//                                    list: ?status=&intake=&search=&sort=&order=&page=&export=)
//   GET {api}/fc-applications/:id    one of them, read-only; 404 for any other application

const VIEW: { access: Access } = { access: { requires: ['fc-applications:view'] } };
const FLEXI = { flexi: true } as const;
const params = z.object({
  id: z.coerce.number({ error: 'Give an application id.' }).int().positive('Give an application id.'),
});

export function fcApplicationRoutes(ctx: AppContext) {
  const db = ctx.db.kysely;
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/fc-applications',
      { config: VIEW, schema: { querystring: applicantListQuery, response: { 200: applicantListPage } } },
      async (request, reply) =>
        answerListView(reply, applicantListView(db, FLEXI), request.query, () => applicantListChoices(db, FLEXI)),
    );
    app.get(
      '/fc-applications/:id',
      { config: VIEW, schema: { params, response: { 200: reviewRecordSchema } } },
      async (request) => readFlexiApplication(db, request.params.id),
    );
  };
}
