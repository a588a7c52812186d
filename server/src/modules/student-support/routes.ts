import { SPECIAL_CATEGORY_RIGHT } from '@collegium/domain/special-category';
import {
  DECLARATION_KINDS,
  type DeclarationKind,
  declarationSchema,
  declarationList,
  declarationView,
  supportEvidenceUpload,
} from '@collegium/domain/student-support';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { downloadName } from '../documents/student-documents.ts';
import { FileStore } from '../files/file-store.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { readUpload, registerUploads, sendStoredFile } from '../files/uploads.ts';
import { ownStudent } from '../../http/own-student.ts';
import { studentIdParam } from '../../http/student-id-param.ts';
import { mustExist, readDeclaration, readDeclarations, writeDeclaration } from './declarations.ts';
import { storeSupportEvidence } from './support-evidence.ts';
import { actorOf, auditActor } from '../../http/actor.ts';

// spec 2.6 group Student Support: the neurodiversity and disability declarations (special
// category). The student's calls work on the signed-in student only; staff reads are audited.
//   GET|PUT /forms/student/support-declarations/{neurodiversity|disability}
//   POST    /forms/student/support-evidence              multipart `file` (PDF, JPEG, PNG, DOCX by content)
//   GET     /forms/student/support-declarations/:kind/evidence
//   GET     /students/:id/support-declarations           (students:view students:special) both declarations, audited
//   GET     /students/:id/support-declarations/:kind/evidence  (students:view students:special) audited

const STUDENT = { access: { requires: ['forms:student'] } };
const STAFF = { access: { requires: ['students:view', SPECIAL_CATEGORY_RIGHT] } };
const kindParams = z.object({
  kind: z.enum(DECLARATION_KINDS, { error: 'Ask for the neurodiversity or the disability declaration.' }),
});

export function studentSupportRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  return async function register(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    const auditRead = async (request: FastifyRequest, studentId: number, action: string, changes: object) => {
      const actor = actorOf(await requireAuth(request), request.ip);
      await recordAudit(db, {
        ...auditActor(actor),
        entity: 'students',
        entityId: studentId,
        action,
        changes,
        ip: actor.ip,
      });
    };

    /** The declaration's evidence file; `found` runs once there is one to send (staff reads audit there). */
    async function sendEvidence(
      request: FastifyRequest,
      reply: FastifyReply,
      studentId: number,
      kind: DeclarationKind,
      found?: () => Promise<void>,
    ) {
      const d = (await readDeclaration(db, studentId, kind)).declaration;
      const file = d?.evidenceFileId ? await findStoredFile(db, d.evidenceFileId) : undefined;
      if (!file) throw notFound('There is no evidence file for this declaration.');
      await found?.();
      return sendStoredFile(request, reply, store, file, {
        'Content-Disposition': attachmentHeader(downloadName(file.original_name, file.content_type)),
        'Cache-Control': 'private, no-cache',
      });
    }

    for (const kind of DECLARATION_KINDS) {
      const path = `/forms/student/support-declarations/${kind}`;
      app.get(path, { config: STUDENT, schema: { response: { 200: declarationView } } }, async (request) =>
        readDeclaration(db, (await ownStudent(db, request)).id, kind),
      );
      app.put(
        path,
        { config: STUDENT, schema: { body: declarationSchema(kind), response: { 200: declarationView } } },
        async (request) => writeDeclaration(ctx.db, await ownStudent(db, request), kind, request.body),
      );
    }

    app.post(
      '/forms/student/support-evidence',
      {
        config: STUDENT,
        schema: { response: { 201: supportEvidenceUpload } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await storeSupportEvidence(
              ctx,
              store,
              await ownStudent(db, request),
              await readUpload(request, ctx.config.documentMaxBytes),
            ),
          ),
    );

    app.get(
      '/forms/student/support-declarations/:kind/evidence',
      { config: STUDENT, schema: { params: kindParams } },
      async (request, reply) => sendEvidence(request, reply, (await ownStudent(db, request)).id, request.params.kind),
    );

    app.get(
      '/students/:id/support-declarations',
      { config: STAFF, schema: { response: { 200: declarationList } } },
      async (request) => {
        const id = studentIdParam(request);
        await mustExist(db, id);
        await auditRead(request, id, 'support-declarations.read', { via: 'students/support-declarations' });
        return { items: await readDeclarations(db, id) };
      },
    );

    app.get(
      '/students/:id/support-declarations/:kind/evidence',
      { config: STAFF, schema: { params: z.object({ id: z.string(), kind: kindParams.shape.kind }) } },
      async (request, reply) => {
        const id = studentIdParam(request);
        return sendEvidence(request, reply, id, request.params.kind, () =>
          auditRead(request, id, 'support-evidence.read', { kind: request.params.kind }),
        );
      },
    );
  };
}
