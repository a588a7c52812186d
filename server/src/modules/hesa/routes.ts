import { academicYearOf } from '@collegium/domain/academic-year';
import { hesaMappingView, hesaMappingWrite } from '@collegium/domain/hesa-mapping';
import { hesaBadgeView, hesaDetailsWrite, hesaStudentView, hesaWorklistView, hesaYearQuery } from '@collegium/domain/hesa-readiness';
import { SPECIAL_CATEGORY_RIGHT } from '@collegium/domain/special-category';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../entities/record-service.ts';
import { studentIdParam } from '../student-record/routes.ts';
import { mappingView, writeMapping } from './mapping-repository.ts';
import { studentReadiness, studentReturn, worklist, writeDetails } from './student-data.ts';

// Issue 16, spec 2.4 /hesa (hesa:menu): the mapping, the student data and its worklist.
//   GET /hesa/mapping                   the mapping table and its gaps
//   PUT /hesa/mapping                   one value's HESA code (hesa:edit), audited
//   GET /hesa/students?year=YYYY        the worklist: every student of the year, most missing first
//   GET /hesa/students/:id?year=YYYY    one student's fields with their sources (special category)
//   PUT /hesa/students/:id/details      nationality, domicile, qualification on entry (hesa:edit)
//   GET /students/:id/hesa-readiness    the record page's badge (students:view)

const READ = { access: { requires: ['hesa:menu'] } };
const EDIT = { access: { requires: ['hesa:menu', 'hesa:edit'] } };
const yearOf = (q: { year?: number }) => q.year ?? academicYearOf(new Date());
const actor = async (request: FastifyRequest) => actorOf(await requireAuth(request), request.ip);

export function hesaRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get('/hesa/mapping', { config: READ, schema: { response: { 200: hesaMappingView } } }, async () => mappingView(db));

    app.put('/hesa/mapping', { config: EDIT, schema: { body: hesaMappingWrite, response: { 200: hesaMappingView } } }, async (request) =>
      writeMapping(ctx.db, await actor(request), request.body),
    );

    app.get('/hesa/students', { config: READ, schema: { querystring: hesaYearQuery, response: { 200: hesaWorklistView } } }, async (request) =>
      worklist(db, yearOf(request.query)),
    );

    app.get(
      '/hesa/students/:id',
      { config: { access: { requires: ['hesa:menu', SPECIAL_CATEGORY_RIGHT] } }, schema: { querystring: hesaYearQuery, response: { 200: hesaStudentView } } },
      async (request) => studentReturn(db, studentIdParam(request), yearOf(request.query), await actor(request)),
    );

    app.put('/hesa/students/:id/details', { config: EDIT, schema: { body: hesaDetailsWrite } }, async (request, reply) => {
      await writeDetails(ctx.db, studentIdParam(request), await actor(request), request.body);
      return reply.code(204).send();
    });

    app.get(
      '/students/:id/hesa-readiness',
      { config: { access: { requires: ['students:view'] } }, schema: { querystring: hesaYearQuery, response: { 200: hesaBadgeView } } },
      async (request) => studentReadiness(db, studentIdParam(request), yearOf(request.query)),
    );
  };
}
