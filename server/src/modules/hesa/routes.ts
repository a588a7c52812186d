import { academicYearOf } from '@collegium/domain/academic-year';
import { abilitiesFor } from '@collegium/domain/abilities';
import {
  hesaBadgeView,
  hesaDetailsWrite,
  hesaExportQuery,
  hesaExportsView,
  hesaMappingView,
  hesaMappingWrite,
  hesaStudentView,
  hesaWorklistView,
  hesaYearQuery,
} from '@collegium/domain/hesa-contracts';
import { rm } from 'node:fs/promises';
import { SPECIAL_CATEGORY_RIGHT } from '@collegium/domain/special-category';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { studentIdParam } from '../../http/student-id-param.ts';
import { buildHesaExport, exportStream } from './export.ts';
import { exportHistory, markSubmitted } from './exports-history.ts';
import { mappingView, writeMapping } from './mapping-repository.ts';
import { studentReadiness, studentReturn, worklist, writeDetails } from './student-data.ts';

// Issue 16, spec 2.4 /hesa (hesa:menu): the mapping, the student data and its worklist.
//   GET /hesa/mapping                   the mapping table and its gaps
//   PUT /hesa/mapping                   one value's HESA code (hesa:edit), audited
//   GET /hesa/students?year=YYYY        the worklist: every student of the year, most missing first
//   GET /hesa/students/:id?year=YYYY    one student's fields with their sources (special category)
//   PUT /hesa/students/:id/details      nationality, domicile, qualification on entry (hesa:edit)
//   GET /students/:id/hesa-readiness    the record page's badge (students:view)
//   GET /hesa/export?year=YYYY          the return as XML, validated, kept (hesa:export)
//   GET /hesa/exports?year=YYYY         the exports kept, each compared with the last submitted
//   POST /hesa/exports/:id/submitted    marks an export as the one sent to HESA (hesa:export)

const READ = { access: { requires: ['hesa:menu'] } };
const EDIT = { access: { requires: ['hesa:menu', 'hesa:edit'] } };
const EXPORT = { access: { requires: ['hesa:menu', 'hesa:export'] } };
const exportId = (request: FastifyRequest) => {
  const raw = (request.params as { id?: string }).id ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
};
const yearOf = (q: { year?: number }) => q.year ?? academicYearOf(new Date());
const actor = async (request: FastifyRequest) => actorOf(await requireAuth(request), request.ip);
/** What the caller may do in the HESA area, and with a student's HESA data (sent with each view). */
const hesa = async (request: FastifyRequest) => ({
  abilities: abilitiesFor('hesa', (await requireAuth(request)).user.permissions),
});
const hesaStudent = async (request: FastifyRequest) => ({
  abilities: abilitiesFor('hesaStudent', (await requireAuth(request)).user.permissions),
});

export function hesaRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get('/hesa/mapping', { config: READ, schema: { response: { 200: hesaMappingView } } }, async (request) => ({
      ...(await mappingView(db)),
      ...(await hesa(request)),
    }));

    app.put(
      '/hesa/mapping',
      { config: EDIT, schema: { body: hesaMappingWrite, response: { 200: hesaMappingView } } },
      async (request) => ({
        ...(await writeMapping(ctx.db, await actor(request), request.body)),
        ...(await hesa(request)),
      }),
    );

    app.get(
      '/hesa/students',
      { config: READ, schema: { querystring: hesaYearQuery, response: { 200: hesaWorklistView } } },
      async (request) => ({ ...(await worklist(db, yearOf(request.query))), ...(await hesaStudent(request)) }),
    );

    app.get(
      '/hesa/students/:id',
      {
        config: { access: { requires: ['hesa:menu', SPECIAL_CATEGORY_RIGHT] } },
        schema: { querystring: hesaYearQuery, response: { 200: hesaStudentView } },
      },
      async (request) => ({
        ...(await studentReturn(db, studentIdParam(request), yearOf(request.query), await actor(request))),
        ...(await hesa(request)),
      }),
    );

    app.put(
      '/hesa/students/:id/details',
      { config: EDIT, schema: { body: hesaDetailsWrite } },
      async (request, reply) => {
        await writeDetails(ctx.db, studentIdParam(request), await actor(request), request.body);
        return reply.code(204).send();
      },
    );

    app.get(
      '/students/:id/hesa-readiness',
      {
        config: { access: { requires: ['students:view'] } },
        schema: { querystring: hesaYearQuery, response: { 200: hesaBadgeView } },
      },
      async (request) => ({
        ...(await studentReadiness(db, studentIdParam(request), yearOf(request.query))),
        ...(await hesaStudent(request)),
      }),
    );

    app.get('/hesa/export', { config: EXPORT, schema: { querystring: hesaExportQuery } }, async (request, reply) => {
      const year = request.query.year;
      const made = await buildHesaExport(ctx.db, ctx.config.hesaUkprn, year, await actor(request));
      const stream = exportStream(made.file);
      stream.on('close', () => void rm(made.dir, { recursive: true, force: true }));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header(
          'content-disposition',
          attachmentHeader(`hesa-${year}-${String((year + 1) % 100).padStart(2, '0')}-export-${made.id}.xml`),
        )
        .header('x-hesa-export-id', String(made.id))
        .header('x-hesa-included', String(made.included))
        .header('x-hesa-left-out', String(made.leftOut.length))
        .header('x-content-sha256', made.sha256)
        .send(stream);
    });

    app.get(
      '/hesa/exports',
      { config: READ, schema: { querystring: hesaYearQuery, response: { 200: hesaExportsView } } },
      async (request) => ({ ...(await exportHistory(db, yearOf(request.query))), ...(await hesa(request)) }),
    );

    app.post('/hesa/exports/:id/submitted', { config: EXPORT }, async (request, reply) => {
      await markSubmitted(ctx.db, exportId(request), await actor(request));
      return reply.code(204).send();
    });
  };
}
