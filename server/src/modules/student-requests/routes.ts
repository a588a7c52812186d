import { addDays } from '@collegium/domain/day-arithmetic';
import { statusChangeRefusal } from '@collegium/domain/engagement-status-change';
import type { ExtensionLength } from '@collegium/domain/extensions';
import {
  decisionInput,
  EXTENSION_DAYS,
  extensionRequestInput,
  extensionRequestRefusal,
  REQUEST_TARGET_STATUS,
  requestList,
  requestQueueList,
  requestView,
  STUDENT_REQUEST_TYPES,
  type StudentRequestType,
  studentRequestInput,
} from '@collegium/domain/student-requests';
import { DOCUMENT_TYPES } from '@collegium/domain/student-files';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { abilitiesFor } from '@collegium/domain/abilities';
import { requireAuth } from '../../http/access.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { ownStudent } from '../../http/own-student.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { downloadName } from '../documents/student-documents.ts';
import { checkFileContent } from '../files/content-check.ts';
import { FileStore } from '../files/file-store.ts';
import { findStoredFile, withStoredFile } from '../files/stored-files.ts';
import { readUpload, registerUploads, sendStoredFile } from '../files/uploads.ts';
import { answerListView } from '../../lib/list-view.ts';
import { requestQueueQuery, requestQueueView } from './request-queue.ts';
import { KINDS, listRequests as listIn, oneRequest as oneIn, type RequestFilter } from './request-list.ts';
import {
  applyRequestChange,
  registerRequestChangeJob,
  scheduleRequestChange,
  takesEffectLater,
} from './scheduled-changes.ts';
import { actorOf, auditActor } from '../../http/actor.ts';

// Issue 5: the request engine (spec 2.6, 3, 5, 7.3).
//   Student (forms:student, own records only):
//     POST   /forms/student/extension-evidence                 multipart `file`: the evidence, answers its fileId
//     POST   /forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId/
//     GET    /forms/student/requests/Extension/:id/evidence   the caller's own evidence file
//     GET    /forms/student/requests                      every request of the caller, extensions too
//     GET    /forms/student/{ios,deferral,withdrawal}-request   the caller's requests of that type
//     POST   /forms/student/{ios,deferral,withdrawal}-request   a new one (one pending per type)
//     DELETE /forms/student/requests/:kind/:id            withdraws the caller's own pending request
//   Staff:
//     GET    /students/requests?type=&status=&hub=        (students:view) the queue
//     GET    /students/requests/Extension/:id/evidence (students:view)
//     POST   /students/requests/:kind/:id/decision        (students:edit) approve or decline with a note

const STUDENT = { access: { requires: ['forms:student'] } };
const PATH_TYPES: Record<string, StudentRequestType> = {
  'ios-request': 'IoS',
  'deferral-request': 'Deferral',
  'withdrawal-request': 'Withdrawal',
};
const idParam = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a whole number.` })
    .int()
    .positive();
const extensionParams = z.object({
  engagementId: idParam('engagement'),
  sessionId: idParam('session'),
  moduleInstanceId: idParam('module instance'),
});
type RequestKind = (typeof KINDS)[number];
const kindParams = z.object({ kind: z.enum(KINDS, { error: 'Unknown kind of request.' }), id: idParam('request') });
const NOT_YOURS = 'There is no such engagement, session or module on your record.';

export function studentRequestRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  registerRequestChangeJob();
  return async function register(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const listRequests = (on: Kysely<Database>, f: RequestFilter) => listIn(on, f, ctx.config.dateFormat);
    const oneRequest = (on: Kysely<Database>, f: RequestFilter) => oneIn(on, f, ctx.config.dateFormat);

    async function sendEvidence(request: FastifyRequest, reply: FastifyReply, extensionId: number, studentId?: number) {
      let q = db
        .selectFrom('extensions as x')
        .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
        .select(['x.evidence_file_id', 'e.student_id'])
        .where('x.id', '=', extensionId);
      if (studentId !== undefined) q = q.where('e.student_id', '=', studentId);
      const row = await q.executeTakeFirst();
      const file = row?.evidence_file_id ? await findStoredFile(db, row.evidence_file_id) : null;
      if (!file) throw notFound('There is no evidence file for this request.');
      return sendStoredFile(request, reply, store, file, {
        'Content-Disposition': attachmentHeader(downloadName(file.original_name, file.content_type)),
        'Cache-Control': 'private, no-cache',
      });
    }

    // spec 5: the evidence for an extension, checked by its content (PDF, JPEG, PNG, DOCX) and size;
    // the answer's id goes in the extension request's evidenceFileId.
    app.post(
      '/forms/student/extension-evidence',
      {
        config: STUDENT,
        schema: { response: { 201: z.object({ fileId: z.number(), name: z.string(), size: z.number() }) } },
      },
      async (request, reply) => {
        const me = await ownStudent(db, request);
        const upload = await readUpload(request, ctx.config.documentMaxBytes);
        const checked = await checkFileContent(upload.bytes, DOCUMENT_TYPES);
        if (!checked.ok) throw validationFailed([{ param: 'file', message: checked.message }]);
        const sniffed = checked.contentType;
        const stored = await withStoredFile(
          ctx.db,
          store,
          {
            bytes: upload.bytes,
            originalName: upload.filename,
            contentType: sniffed,
            uploadedByUserId: me.auth.user.id,
          },
          async (trx, file) => {
            await recordAudit(trx, {
              ...auditActor(me.actor),
              entity: 'students',
              entityId: me.id,
              action: 'extension evidence uploaded',
              changes: { fileId: file.id, contentType: sniffed, size: file.size, sha256: file.sha256 },
              ip: me.actor.ip,
            });
            return file;
          },
        );
        return reply.code(201).send({ fileId: stored.id, name: upload.filename, size: stored.size });
      },
    );

    app.get(
      '/forms/student/requests/Extension/:id/evidence',
      { config: STUDENT, schema: { params: z.object({ id: idParam('request') }) } },
      async (request, reply) => {
        const me = await ownStudent(db, request);
        return sendEvidence(request, reply, request.params.id, me.id);
      },
    );
    app.get(
      '/students/requests/Extension/:id/evidence',
      { config: { access: { requires: ['students:view'] } }, schema: { params: z.object({ id: idParam('request') }) } },
      async (request, reply) => sendEvidence(request, reply, request.params.id),
    );

    app.post(
      '/forms/student/extension-request/:engagementId/:sessionId/:moduleInstanceId/',
      {
        config: STUDENT,
        schema: { params: extensionParams, body: extensionRequestInput, response: { 201: requestView } },
      },
      async (request, reply) => {
        const me = await ownStudent(db, request);
        const { engagementId, sessionId, moduleInstanceId } = request.params;
        const body = request.body;
        const id = await db.transaction().execute(async (trx) => {
          // The engagement, the session and the module place must all be the caller's.
          const place = await trx
            .selectFrom('engagements as e')
            .innerJoin('engagement_sessions as es', 'es.engagement_id', 'e.id')
            .innerJoin('results as r', (j) =>
              j.onRef('r.engagement_id', '=', 'e.id').on('r.module_instance_id', '=', moduleInstanceId),
            )
            .select(['e.id'])
            .where('e.id', '=', engagementId)
            .where('e.student_id', '=', me.id)
            .where('es.id', '=', sessionId)
            .executeTakeFirst();
          if (!place) throw notFound(NOT_YOURS);
          // Concurrent requests of one engagement wait for each other here (SQLite serialises
          // writes), so the rule below reads every earlier request.
          await trx
            .selectFrom('engagements')
            .select('id')
            .where('id', '=', engagementId)
            .$if(ctx.db.dialect === 'postgres', (q) => q.forUpdate())
            .executeTakeFirst();
          let dueDate: string | null = null;
          if (body.assignmentId) {
            const a = await trx
              .selectFrom('assignments')
              .select(['due_date'])
              .where('id', '=', body.assignmentId)
              .where('module_instance_id', '=', moduleInstanceId)
              .executeTakeFirst();
            if (!a)
              throw validationFailed([
                { param: 'assignmentId', message: 'Choose one of the assignments of this module.' },
              ]);
            dueDate = a.due_date;
          } else {
            // A request for the module as a whole only where the module has no assignments.
            const any = await trx
              .selectFrom('assignments')
              .select('id')
              .where('module_instance_id', '=', moduleInstanceId)
              .executeTakeFirst();
            if (any) throw validationFailed([{ param: 'assignmentId', message: 'Choose the assignment.' }]);
          }
          if (body.evidenceFileId) {
            // Only a file the caller uploaded themselves and not yet attached to any request.
            const file = await trx
              .selectFrom('files')
              .select('id')
              .where('id', '=', body.evidenceFileId)
              .where('uploaded_by_user_id', '=', me.auth.user.id)
              .executeTakeFirst();
            const used = await trx
              .selectFrom('extensions')
              .select('id')
              .where('evidence_file_id', '=', body.evidenceFileId)
              .executeTakeFirst();
            if (!file || used)
              throw validationFailed([
                {
                  param: 'evidenceFileId',
                  message: 'Upload your evidence again: this file is not one of yours waiting to be sent.',
                },
              ]);
          }
          // Issue 11: one request waiting at a time, none after an approval, one more after a decline.
          const earlier = await trx
            .selectFrom('extensions')
            .select('status')
            .where('engagement_id', '=', engagementId)
            .where('module_instance_id', '=', moduleInstanceId)
            .where((eb) =>
              body.assignmentId ? eb('assignment_id', '=', body.assignmentId) : eb('assignment_id', 'is', null),
            )
            .execute();
          const refusal = extensionRequestRefusal(earlier.map((e) => e.status));
          if (refusal) throw conflict(refusal);
          const now = new Date().toISOString();
          const row = await trx
            .insertInto('extensions')
            .values({
              engagement_id: engagementId,
              session_id: sessionId,
              module_instance_id: moduleInstanceId,
              assignment_id: body.assignmentId ?? null,
              length: body.length,
              last_essay_of_year: body.lastEssayOfYear ? 1 : 0,
              reason: body.reason,
              evidence_file_id: body.evidenceFileId ?? null,
              status: 'Pending',
              original_due_date: dueDate,
              new_due_date: null,
              requested_at: now,
              decided_by_user_id: null,
              decided_at: null,
              decision_note: null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, {
            ...auditActor(me.actor),
            entity: 'students',
            entityId: me.id,
            action: 'extension requested',
            changes: { extensionId: row.id, length: body.length, assignmentId: body.assignmentId ?? null },
            ip: me.actor.ip,
          });
          return row.id;
        });
        const view = await oneRequest(db, { kind: 'Extension', id, studentId: me.id });
        return reply.code(201).send(view);
      },
    );

    app.get(
      '/forms/student/requests',
      { config: STUDENT, schema: { response: { 200: requestList } } },
      async (request) => {
        const me = await ownStudent(db, request);
        return { items: await listRequests(db, { studentId: me.id }) };
      },
    );

    /** A deferral, IoS or withdrawal request on the caller's current engagement: one of a type may wait at a time. */
    async function createRequest(
      request: FastifyRequest,
      reply: FastifyReply,
      type: StudentRequestType,
      body: z.infer<typeof studentRequestInput>,
    ) {
      const me = await ownStudent(db, request);
      if (type === 'IoS' && body.returnDate && body.returnDate <= body.effectiveDate) {
        throw validationFailed([
          { param: 'returnDate', message: 'The return date must be after the date the interruption starts.' },
        ]);
      }
      if (!me.currentEngagementId) throw notFound('You have no current engagement to make this request about.');
      const engagementId = me.currentEngagementId;
      const id = await db.transaction().execute(async (trx) => {
        const pending = await trx
          .selectFrom('student_requests')
          .select('id')
          .where('student_id', '=', me.id)
          .where('type', '=', type)
          .where('status', '=', 'Pending')
          .executeTakeFirst();
        if (pending) throw conflict('You already have a request of this kind waiting for a decision.');
        const now = new Date().toISOString();
        const row = await trx
          .insertInto('student_requests')
          .values({
            student_id: me.id,
            engagement_id: engagementId,
            type,
            status: 'Pending',
            reason: body.reason,
            effective_date: body.effectiveDate,
            return_date: type === 'IoS' ? (body.returnDate ?? null) : null,
            requested_at: now,
            decided_by_user_id: null,
            decided_at: null,
            decision_note: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          ...auditActor(me.actor),
          entity: 'students',
          entityId: me.id,
          action: `${type} requested`,
          changes: { requestId: row.id, effectiveDate: body.effectiveDate },
          ip: me.actor.ip,
        });
        return row.id;
      });
      const view = await oneRequest(db, { kind: type, id, studentId: me.id });
      return reply.code(201).send(view);
    }

    // spec 7.3: POST forms/student/requests (data) names its type; ios-request (spec 7.3) and
    // deferral-request, withdrawal-request (ours) imply it.
    app.post(
      '/forms/student/requests',
      {
        config: STUDENT,
        schema: {
          body: studentRequestInput.extend({
            type: z.enum(STUDENT_REQUEST_TYPES, { error: 'Choose Deferral, IoS or Withdrawal.' }),
          }),
          response: { 201: requestView },
        },
      },
      async (request, reply) => createRequest(request, reply, request.body.type, request.body),
    );

    for (const [path, type] of Object.entries(PATH_TYPES)) {
      app.get(
        `/forms/student/${path}`,
        { config: STUDENT, schema: { response: { 200: requestList } } },
        async (request) => {
          const me = await ownStudent(db, request);
          return { items: await listRequests(db, { studentId: me.id, type }) };
        },
      );
      app.post(
        `/forms/student/${path}`,
        { config: STUDENT, schema: { body: studentRequestInput, response: { 201: requestView } } },
        async (request, reply) => createRequest(request, reply, type, request.body),
      );
    }

    /** Withdraws the caller's own pending request (404 another's, 409 once decided). */
    async function withdrawRequest(request: FastifyRequest, reply: FastifyReply, kind: RequestKind, id: number) {
      const me = await ownStudent(db, request);
      await db.transaction().execute(async (trx) => {
        const [found] = await listRequests(trx as unknown as Kysely<Database>, { kind, id, studentId: me.id });
        if (!found) throw notFound('There is no such request of yours.');
        if (found.status !== 'Pending') throw conflict('Only a request still waiting for a decision can be withdrawn.');
        const now = new Date().toISOString();
        const table = kind === 'Extension' ? 'extensions' : 'student_requests';
        await trx
          .updateTable(table)
          .set((eb) => ({ status: 'Withdrawn', updated_at: now, version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, {
          ...auditActor(me.actor),
          entity: 'students',
          entityId: me.id,
          action: 'request withdrawn',
          changes: { kind, requestId: id },
          ip: me.actor.ip,
        });
      });
      return reply.code(204).send();
    }

    app.delete(
      '/forms/student/requests/:kind/:id',
      { config: STUDENT, schema: { params: kindParams } },
      async (request, reply) => withdrawRequest(request, reply, request.params.kind, request.params.id),
    );
    // spec 7.3: DELETE forms/student/requests/{id}, for the requests POSTed there (deferral, IoS,
    // withdrawal); an extension is withdrawn by kind, above, its ids being another table's.
    app.delete(
      '/forms/student/requests/:id',
      { config: STUDENT, schema: { params: z.object({ id: idParam('request') }) } },
      async (request, reply) => {
        const own = await db
          .selectFrom('student_requests')
          .select('type')
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        return withdrawRequest(request, reply, (own?.type ?? 'Deferral') as RequestKind, request.params.id);
      },
    );

    app.get(
      '/students/requests',
      {
        config: { access: { requires: ['students:view'] } },
        schema: { querystring: requestQueueQuery, response: { 200: requestQueueList } },
      },
      async (request, reply) => {
        const { user } = await requireAuth(request);
        return answerListView(reply, requestQueueView(db, ctx.config.dateFormat), request.query, () => ({
          abilities: abilitiesFor('requests', user.permissions),
        }));
      },
    );

    app.post(
      '/students/requests/:kind/:id/decision',
      {
        config: { access: { requires: ['students:edit'] } },
        schema: { params: kindParams, body: decisionInput, response: { 200: requestView } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const actor = actorOf(auth, request.ip);
        const { kind, id } = request.params;
        const body = request.body;
        const studentId = await db.transaction().execute(async (trx) => {
          const tx = trx as unknown as Kysely<Database>;
          const [found] = await listRequests(tx, { kind, id });
          if (!found) throw notFound('There is no such request.');
          if (found.status !== 'Pending')
            throw conflict(`This request has already been ${found.status.toLowerCase()}.`);
          const now = new Date().toISOString();
          const decided = {
            status: body.decision,
            decided_by_user_id: actor.userId,
            decided_at: now,
            decision_note: body.note ?? null,
            updated_at: now,
          };
          if (kind === 'Extension') {
            const x = await trx
              .selectFrom('extensions')
              .select(['length', 'original_due_date'])
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            let newDue: string | null = null;
            if (body.decision === 'Approved') {
              const days = EXTENSION_DAYS[x.length as ExtensionLength] ?? null;
              if (days === null || !x.original_due_date) {
                if (!body.newDueDate)
                  throw validationFailed([
                    { param: 'newDueDate', message: 'Give the new due date for this extension.' },
                  ]);
                newDue = body.newDueDate;
              } else newDue = addDays(x.original_due_date, days);
            }
            await trx
              .updateTable('extensions')
              .set((eb) => ({ ...decided, new_due_date: newDue, version: eb('version', '+', 1) }))
              .where('id', '=', id)
              .execute();
          } else {
            await trx
              .updateTable('student_requests')
              .set((eb) => ({ ...decided, version: eb('version', '+', 1) }))
              .where('id', '=', id)
              .execute();
            if (body.decision === 'Approved') {
              const target = REQUEST_TARGET_STATUS[kind];
              const r = await trx
                .selectFrom('student_requests')
                .select(['effective_date', 'reason'])
                .where('id', '=', id)
                .executeTakeFirstOrThrow();
              const e = await trx
                .selectFrom('engagements')
                .select(['status', 'version', 'intention'])
                .where('id', '=', found.engagementId)
                .executeTakeFirstOrThrow();
              const refusal = statusChangeRefusal(e.status, target);
              if (refusal)
                throw validationFailed([{ param: 'decision', message: `This request cannot be approved: ${refusal}` }]);
              // spec 4.2: an IoS needs a stated intention: the one staff give with the approval, else the one held.
              const intention = (kind === 'IoS' ? body.intention : null) ?? (e.intention as never) ?? null;
              if (kind === 'IoS' && !intention)
                throw validationFailed([
                  {
                    param: 'intention',
                    message: 'Choose the student’s intention for next year: an interruption of studies needs one.',
                  },
                ]);
              if (takesEffectLater(r.effective_date)) {
                // Issue 11: dated ahead, the change waits for its date (a job); nothing moves now.
                await trx
                  .updateTable('student_requests')
                  .set({ approved_intention: kind === 'IoS' ? (body.intention ?? null) : null })
                  .where('id', '=', id)
                  .execute();
                await scheduleRequestChange(trx, id, r.effective_date);
              } else {
                await applyRequestChange(
                  ctx.db,
                  trx,
                  id,
                  { intention, note: body.note ?? null, version: e.version },
                  actor,
                  new Date(),
                );
              }
            }
          }
          await recordAudit(trx, {
            ...auditActor(actor),
            entity: 'students',
            entityId: found.studentId,
            action: `request ${body.decision.toLowerCase()}`,
            changes: { kind, requestId: id, note: body.note ?? null },
            ip: actor.ip,
          });
          return found.studentId;
        });
        const view = await oneRequest(db, { kind, id, studentId });
        return view;
      },
    );
  };
}
