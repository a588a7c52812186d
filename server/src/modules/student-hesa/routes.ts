import { SPECIAL_CATEGORY_RIGHT } from '@collegium/domain/special-category';
import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import {
  HESA_QUESTIONS,
  hesaAnswersSchema,
  hesaDataQuery,
  hesaDataView,
  hesaQuestionsView,
  parseAcademicYear,
} from '@collegium/domain/student-hesa';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { noStudent, studentIdParam } from '../../http/student-id-param.ts';
import { ownStudent } from '../../http/own-student.ts';
import { answersOf, hesaRows, readHesaData, writeHesaData } from './hesa-data.ts';
import { actorOf, auditActor } from '../../http/actor.ts';

// spec 2.6 /forms/hesa, 7.3: the student's HESA answers (needs forms:hesa), scoped to the signed-in
// student; and the staff read on the student's record (students:view), audited as special category.
//   GET /forms/student/hesaquestions          the questions and HESA's coded answers
//   GET /forms/student/hesadata?year=2026/27  that year's answers (default: this academic year)
//   PUT /forms/student/hesadata               this academic year's answers
//   GET /students/:id/hesadata                every year's answers of one student (staff)

const HESA = { access: { requires: ['forms:student', 'forms:hesa'] } };

const staffView = z.object({
  years: z.array(z.object({ academicYear: z.string(), answers: hesaAnswersSchema, updatedAt: z.string() })),
});

export function studentHesaRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/forms/student/hesaquestions',
      { config: HESA, schema: { response: { 200: hesaQuestionsView } } },
      async (request) => {
        await ownStudent(db, request);
        return {
          academicYear: academicYear(academicYearOf(new Date())),
          questions: HESA_QUESTIONS.map((q) => ({ ...q, options: [...q.options] })),
        };
      },
    );

    app.get(
      '/forms/student/hesadata',
      { config: HESA, schema: { querystring: hesaDataQuery, response: { 200: hesaDataView } } },
      async (request) => {
        const me = await ownStudent(db, request);
        const year =
          request.query.year === undefined ? academicYearOf(new Date()) : parseAcademicYear(request.query.year)!;
        return readHesaData(db, me.id, year);
      },
    );

    app.put(
      '/forms/student/hesadata',
      { config: HESA, schema: { body: hesaAnswersSchema, response: { 200: hesaDataView } } },
      async (request) => {
        const me = await ownStudent(db, request);
        return writeHesaData(ctx.db, me.id, me.actor, academicYearOf(new Date()), request.body);
      },
    );

    app.get(
      '/students/:id/hesadata',
      {
        config: { access: { requires: ['students:view', SPECIAL_CATEGORY_RIGHT] } },
        schema: { response: { 200: staffView } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const id = studentIdParam(request);
        const exists = await db.selectFrom('students').select('id').where('id', '=', id).executeTakeFirst();
        if (!exists) throw noStudent(id);
        const rows = await hesaRows(db, id);
        const actor = actorOf(auth, request.ip);
        await recordAudit(db, {
          ...auditActor(actor),
          entity: 'students',
          entityId: id,
          action: 'hesa.read',
          changes: { via: 'students/hesadata' },
          ip: actor.ip,
        });
        return {
          years: rows.map((r) => ({
            academicYear: academicYear(Number(r.academic_year)),
            answers: answersOf(r),
            updatedAt: r.updated_at,
          })),
        };
      },
    );
  };
}
