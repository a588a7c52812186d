import { SPECIAL_CATEGORY_RIGHT } from '@collegium/domain/special-category';
import { academicYearOf } from '@collegium/domain/academic-year';
import {
  dbsSchema,
  dbsView,
  emergencyContactDetailsSchema,
  emergencyContactsSchema,
  emergencyContactsView,
  learningSupportSchema,
  learningSupportView,
  personalDetailsSchema,
  personalDetailsView,
  policiesAgreedSchema,
  policiesView,
  residentialRequirementsSchema,
  residentialRequirementsView,
  safeguardingSchema,
  safeguardingView,
  studentIntentionSchema,
  studentStatusView,
} from '@collegium/domain/student-forms/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { noStudent, studentIdParam } from '../../http/student-id-param.ts';
import { loadStudentAssignments } from '../student-record/student-assignments.ts';
import {
  currentExtensionsView,
  staffPortalFormsView,
  studentAssignmentsSchema,
  studentResultsSchema,
} from '@collegium/domain/student-record-views';
import { loadStudentResults } from '../student-record/student-results.ts';
import { confirmEnrolment, stateIntention, studentStatus } from './engagement-actions.ts';
import {
  agreePolicies,
  dbsView as dbsOf,
  detailsRow,
  policiesViewOf,
  readPersonalDetails,
  residentialView,
  safeguardingView as safeguardingOf,
  writeDbs,
  writePersonalDetails,
  writeResidential,
  writeSafeguarding,
} from './form-details.ts';
import { readEmergencyContacts, writeEmergencyContactDetails, writeEmergencyContacts } from './emergency-contacts.ts';
import { readLearningSupport, writeLearningSupport } from './learning-support.ts';
import { ownStudent } from '../../http/own-student.ts';
import { actorOf } from '../../http/actor.ts';
import { staffPortalForms } from './staff-portal-forms.ts';

// spec 7.3: the student's own form sections under /forms/student/..., every one scoped to the
// signed-in student (no id is taken from the request), every PUT validated by the shared schema
// (422 per field) and audited. docs/api-contract.md lists them.

const STUDENT = { access: { requires: ['forms:student'] } };
const learningSupportAnswer = z.object({ learningSupport: learningSupportView.nullable() });
const policiesAnswer = policiesView;

export function studentFormsRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const me = (request: Parameters<typeof ownStudent>[1]) => ownStudent(db, request);

    // The dashboard cards: what is done, the intention asked for, whether enrolment can be confirmed.
    app.get(
      '/forms/student/status',
      { config: STUDENT, schema: { response: { 200: studentStatusView } } },
      async (request) => studentStatus(db, (await me(request)).id),
    );

    app.get(
      '/forms/student/personal-details',
      { config: STUDENT, schema: { response: { 200: personalDetailsView } } },
      async (request) => readPersonalDetails(db, (await me(request)).personId),
    );
    app.put(
      '/forms/student/personal-details',
      { config: STUDENT, schema: { body: personalDetailsSchema, response: { 200: personalDetailsView } } },
      async (request) => writePersonalDetails(ctx.db, await me(request), request.body),
    );

    app.get(
      '/forms/student/emergency-contacts',
      { config: STUDENT, schema: { response: { 200: emergencyContactsView } } },
      async (request) => readEmergencyContacts(db, (await me(request)).id),
    );
    app.put(
      '/forms/student/emergency-contacts',
      { config: STUDENT, schema: { body: emergencyContactsSchema, response: { 200: emergencyContactsView } } },
      async (request) => writeEmergencyContacts(ctx.db, await me(request), request.body),
    );
    app.put(
      '/forms/student/emergency-contact-details',
      { config: STUDENT, schema: { body: emergencyContactDetailsSchema, response: { 200: emergencyContactsView } } },
      async (request) => writeEmergencyContactDetails(ctx.db, await me(request), request.body),
    );

    app.get(
      '/forms/student/residential-requirements',
      { config: STUDENT, schema: { response: { 200: residentialRequirementsView } } },
      async (request) => residentialView(await detailsRow(db, (await me(request)).id)),
    );
    app.put(
      '/forms/student/residential-requirements',
      {
        config: STUDENT,
        schema: { body: residentialRequirementsSchema, response: { 200: residentialRequirementsView } },
      },
      async (request) => writeResidential(ctx.db, await me(request), request.body),
    );

    app.get('/forms/student/dbs', { config: STUDENT, schema: { response: { 200: dbsView } } }, async (request) =>
      dbsOf(await detailsRow(db, (await me(request)).id)),
    );
    app.put(
      '/forms/student/dbs',
      { config: STUDENT, schema: { body: dbsSchema, response: { 200: dbsView } } },
      async (request) => writeDbs(ctx.db, await me(request), request.body),
    );

    app.get(
      '/forms/student/safeguarding',
      { config: STUDENT, schema: { response: { 200: safeguardingView } } },
      async (request) => safeguardingOf(await detailsRow(db, (await me(request)).id)),
    );
    app.put(
      '/forms/student/safeguarding',
      { config: STUDENT, schema: { body: safeguardingSchema, response: { 200: safeguardingView } } },
      async (request) => writeSafeguarding(ctx.db, await me(request), request.body),
    );

    app.get(
      '/forms/student/policies-agreed',
      { config: STUDENT, schema: { response: { 200: policiesAnswer } } },
      async (request) => {
        const { updatedAt: _u, ...p } = policiesViewOf(await detailsRow(db, (await me(request)).id));
        return p;
      },
    );
    app.put(
      '/forms/student/policies-agreed',
      { config: STUDENT, schema: { body: policiesAgreedSchema, response: { 200: policiesAnswer } } },
      async (request) => agreePolicies(ctx.db, await me(request), request.body),
    );

    app.get(
      '/forms/student/learning-support',
      { config: STUDENT, schema: { response: { 200: learningSupportAnswer } } },
      async (request) => ({
        learningSupport: await readLearningSupport(db, (await me(request)).id),
      }),
    );
    app.put(
      '/forms/student/learning-support',
      { config: STUDENT, schema: { body: learningSupportSchema, response: { 200: learningSupportAnswer } } },
      async (request) => ({ learningSupport: await writeLearningSupport(ctx.db, await me(request), request.body) }),
    );

    app.put(
      '/forms/student/intentions',
      { config: STUDENT, schema: { body: studentIntentionSchema, response: { 200: studentStatusView } } },
      async (request) => stateIntention(ctx.db, await me(request), request.body),
    );
    // spec 7.3: an empty body. Anything sent is ignored.
    app.put(
      '/forms/student/session-enrolled',
      { config: STUDENT, schema: { response: { 200: studentStatusView } } },
      async (request) => confirmEnrolment(ctx.db, await me(request)),
    );

    app.get(
      '/forms/student/transcript',
      { config: STUDENT, schema: { response: { 200: studentResultsSchema } } },
      async (request) => {
        const id = (await me(request)).id;
        const results = await loadStudentResults(db, id);
        if (!results) throw noStudent(id);
        return results;
      },
    );
    app.get(
      '/forms/student/current-assignments',
      { config: STUDENT, schema: { response: { 200: studentAssignmentsSchema } } },
      async (request) => {
        const id = (await me(request)).id;
        const all = await loadStudentAssignments(db, id);
        if (!all) throw noStudent(id);
        const year = academicYearOf(new Date());
        return {
          items: all.items.filter((a) => a.academicYear === year),
          moduleExtensions: all.moduleExtensions.filter((x) => x.academicYear === year),
        };
      },
    );
    app.get(
      '/forms/student/current-extensions',
      { config: STUDENT, schema: { response: { 200: currentExtensionsView } } },
      async (request) => {
        const id = (await me(request)).id;
        const all = await loadStudentAssignments(db, id);
        if (!all) throw noStudent(id);
        const year = academicYearOf(new Date());
        // Every extension of this year's work, whether asked for one assignment or the whole module.
        const items = [
          ...all.items
            .filter((a) => a.academicYear === year)
            .flatMap((a) =>
              a.extensions.map((x) => ({
                ...x,
                academicYear: a.academicYear,
                academicYearLabel: a.academicYearLabel,
                module: a.module,
              })),
            ),
          ...all.moduleExtensions.filter((x) => x.academicYear === year),
        ].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
        return { items };
      },
    );

    // Staff: what a student has entered in the portal, on their record. DBS and learning support
    // are special category: every read is audited.
    app.get(
      '/students/:id/portal-forms',
      {
        // DBS and learning support: special category (domain/special-category.ts).
        config: { access: { requires: ['students:view', SPECIAL_CATEGORY_RIGHT] } },
        schema: {
          response: {
            200: staffPortalFormsView,
          },
        },
      },
      async (request) => staffPortalForms(db, studentIdParam(request), actorOf(await requireAuth(request), request.ip)),
    );
  };
}
