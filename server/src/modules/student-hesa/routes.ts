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
import { studentHesaYearsView } from '@collegium/domain/student-hesa-staff';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { studentIdParam } from '../../http/student-id-param.ts';
import { ownStudent } from '../../http/own-student.ts';
import { readHesaData, writeHesaData } from './hesa-data.ts';
import { readHesaYearsForStaff } from './staff-read.ts';
import { actorOf } from '../../http/actor.ts';

// spec 2.6 /forms/hesa, 7.3: the student's HESA answers (needs forms:hesa), scoped to the signed-in
// student; and the staff read on the student's record (students:view), audited as special category.
//   GET /forms/student/hesaquestions          the questions and HESA's coded answers
//   GET /forms/student/hesadata?year=2026/27  that year's answers (default: this academic year)
//   PUT /forms/student/hesadata               this academic year's answers
//   GET /students/:id/hesadata                every year's answers of one student (staff)

const HESA = { access: { requires: ['forms:student', 'forms:hesa'] } };

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
        schema: { response: { 200: studentHesaYearsView } },
      },
      async (request) =>
        readHesaYearsForStaff(db, studentIdParam(request), actorOf(await requireAuth(request), request.ip)),
    );
  };
}
