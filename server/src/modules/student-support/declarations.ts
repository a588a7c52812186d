import { formatDate } from '@collegium/domain/date-format';
import {
  DECLARATION_KINDS,
  type Declaration,
  type DeclarationKind,
  type DeclarationView,
  declarationTitle,
  DIAGNOSIS_STATES,
  learningSupportCategories,
} from '@collegium/domain/student-support';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database, StudentSupportDeclarationsTable } from '../../db/schema.ts';
import { validationFailed } from '../../http/errors.ts';
import { fromStoredCategories, toStoredCategories } from '../student-forms/learning-support.ts';
import type { OwnStudent } from '../../http/own-student.ts';
import { auditActor } from '../../http/actor.ts';
import { noStudent } from '../../http/student-id-param.ts';

// The student's neurodiversity and disability declarations (special category). One of each per
// student, replaced by each submission; when the student lets the college tell their tutors, the
// shared declarations become their learning-support record (what tutors read on My Students).
// Audits name the fields that changed, never the answers.

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Selectable<StudentSupportDeclarationsTable>;

const list = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

export function viewOf(row: Row, evidenceName: string | null): NonNullable<DeclarationView['declaration']> {
  return {
    conditions: list(row.conditions),
    otherCondition: row.other_condition ?? '',
    diagnosis: row.diagnosis as 'diagnosed' | 'awaiting' | 'none',
    diagnosedBy: row.diagnosed_by ?? '',
    impact: row.impact,
    adjustments: list(row.adjustments),
    otherAdjustments: row.other_adjustments ?? '',
    shareWithTutors: row.share_with_tutors === 1,
    evidenceFileId: row.evidence_file_id,
    evidenceName,
    submittedAt: row.submitted_at,
  };
}

/** Every declaration of the student, with the evidence file's name. */
export async function readDeclarations(db: Executor, studentId: number): Promise<DeclarationView[]> {
  const rows = await db
    .selectFrom('student_support_declarations as d')
    .leftJoin('files as f', 'f.id', 'd.evidence_file_id')
    .selectAll('d')
    .select('f.original_name')
    .where('d.student_id', '=', studentId)
    .execute();
  return DECLARATION_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return { kind, declaration: row ? viewOf(row, row.original_name ?? null) : null };
  });
}

export async function readDeclaration(
  db: Executor,
  studentId: number,
  kind: DeclarationKind,
): Promise<DeclarationView> {
  return (await readDeclarations(db, studentId)).find((d) => d.kind === kind)!;
}

const orNull = (s: string) => (s === '' ? null : s);

function columnsOf(d: Declaration) {
  return {
    conditions: JSON.stringify(d.conditions),
    other_condition: orNull(d.otherCondition),
    diagnosis: d.diagnosis,
    diagnosed_by: orNull(d.diagnosedBy),
    impact: d.impact,
    adjustments: JSON.stringify(d.adjustments),
    other_adjustments: orNull(d.otherAdjustments),
    share_with_tutors: d.shareWithTutors ? 1 : 0,
    evidence_file_id: d.evidenceFileId,
  };
}

/** The evidence must be a file this user uploaded and no other declaration uses. */
async function checkEvidence(trx: Executor, me: OwnStudent, kind: DeclarationKind, fileId: number | null) {
  if (fileId === null) return;
  const file = await trx
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('uploaded_by_user_id', '=', me.auth.user.id)
    .executeTakeFirst();
  const other = await trx
    .selectFrom('student_support_declarations')
    .select('id')
    .where('evidence_file_id', '=', fileId)
    .where((eb) => eb.or([eb('student_id', '!=', me.id), eb('kind', '!=', kind)]))
    .executeTakeFirst();
  const extension = await trx
    .selectFrom('extensions')
    .select('id')
    .where('evidence_file_id', '=', fileId)
    .executeTakeFirst();
  if (!file || other || extension) {
    throw validationFailed([
      { param: 'evidenceFileId', message: 'Upload your evidence again: this file is not one of yours.' },
    ]);
  }
}

/** The learning-support text of the declarations the student shares with tutors. */
function supportNeeds(shared: { kind: DeclarationKind; d: NonNullable<DeclarationView['declaration']> }[]): {
  categories: string[];
  needs: string;
} {
  const categories = new Set<string>();
  const parts = shared.map(({ kind, d }) => {
    for (const c of learningSupportCategories(kind, d.conditions)) categories.add(c);
    const named = d.conditions.map((c) => (c === 'Other' ? d.otherCondition : c)).join(', ');
    const diagnosis = DIAGNOSIS_STATES.find((s) => s.value === d.diagnosis)!.label;
    const asked = [...d.adjustments.filter((a) => a !== 'Other'), ...(d.otherAdjustments ? [d.otherAdjustments] : [])];
    return [
      `${declarationTitle(kind)} (${formatDate(d.submittedAt.slice(0, 10))}): ${named}.`,
      d.diagnosis === 'diagnosed' ? `Diagnosed by: ${d.diagnosedBy}.` : `${diagnosis}.`,
      d.impact,
      asked.length > 0 ? `Asks for: ${asked.join('; ')}.` : 'Asks for no particular adjustments.',
    ].join('\n');
  });
  return { categories: [...categories], needs: parts.join('\n\n') };
}

/** A paragraph of `needs` written from a declaration (supportNeeds), as opposed to the student's own words. */
const fromDeclaration = (paragraph: string) =>
  DECLARATION_KINDS.some((kind) => paragraph.startsWith(`${declarationTitle(kind)} (`));

/**
 * Keeps the learning-support record (what tutors see) in step with the declarations shared with
 * tutors: their paragraphs follow the student's own words, which are kept, and go when no
 * declaration is shared any more. Their categories are added to the student's own; categories stay
 * once given (the student changes them on the Learning support form).
 */
async function syncLearningSupport(trx: Transaction<Database>, me: OwnStudent, now: string) {
  const shared = (await readDeclarations(trx, me.id))
    .filter((x) => x.declaration?.shareWithTutors)
    .map((x) => ({ kind: x.kind, d: x.declaration! }));
  const existing = await trx
    .selectFrom('learning_support')
    .select(['id', 'categories', 'needs'])
    .where('student_id', '=', me.id)
    .executeTakeFirst();
  if (shared.length === 0 && !existing) return;
  const generated = shared.length > 0 ? supportNeeds(shared) : { categories: [], needs: '' };
  const own = (existing?.needs ?? '').split('\n\n').filter((p) => p.trim() !== '' && !fromDeclaration(p));
  const needs = [...own, ...(generated.needs ? [generated.needs] : [])].join('\n\n');
  const stored = toStoredCategories([
    ...new Set([...fromStoredCategories(existing?.categories ?? ''), ...generated.categories]),
  ]);
  if (existing && existing.categories === stored && existing.needs === needs) return;
  let id: number;
  if (existing) {
    id = existing.id;
    await trx
      .updateTable('learning_support')
      .set((eb) => ({ categories: stored, needs, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', existing.id)
      .execute();
  } else {
    const row = await trx
      .insertInto('learning_support')
      .values({
        student_id: me.id,
        categories: stored,
        needs,
        adjustments: null,
        disclosed_on: now.slice(0, 10),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  }
  const fields = existing
    ? ['categories', 'needs'].filter((f) => existing[f as 'needs'] !== (f === 'needs' ? needs : stored))
    : ['categories', 'needs'];
  await recordAudit(trx, {
    ...auditActor(me.actor),
    entity: 'learning_support',
    entityId: id,
    action: existing ? 'update' : 'create',
    changes: { via: 'support-declarations', fields },
    ip: me.actor.ip,
  });
}

/** PUT support-declarations/:kind: the declaration replaced, learning support kept in step, audited. */
export async function writeDeclaration(
  db: Db,
  me: OwnStudent,
  kind: DeclarationKind,
  input: Declaration,
): Promise<DeclarationView> {
  return db.kysely.transaction().execute(async (trx) => {
    await checkEvidence(trx, me, kind, input.evidenceFileId);
    const before = await trx
      .selectFrom('student_support_declarations')
      .selectAll()
      .where('student_id', '=', me.id)
      .where('kind', '=', kind)
      .executeTakeFirst();
    const now = new Date().toISOString();
    const values = { ...columnsOf(input), submitted_at: now, updated_at: now };
    let id: number;
    if (before) {
      id = before.id;
      await trx
        .updateTable('student_support_declarations')
        .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
        .where('id', '=', before.id)
        .execute();
    } else {
      const row = await trx
        .insertInto('student_support_declarations')
        .values({ student_id: me.id, kind, ...values, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    const cols = columnsOf(input);
    const fields = Object.keys(cols).filter(
      (k) => !before || String(before[k as keyof typeof cols] ?? '') !== String(cols[k as keyof typeof cols] ?? ''),
    );
    await recordAudit(trx, {
      ...auditActor(me.actor),
      entity: 'student_support_declarations',
      entityId: id,
      action: before ? 'update' : 'create',
      changes: { kind, fields },
      ip: me.actor.ip,
    });
    await syncLearningSupport(trx, me, now);
    return readDeclaration(trx, me.id, kind);
  });
}

/** 404 unless the student exists (staff reads of a student's declarations). */
export async function mustExist(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await db.selectFrom('students').select('id').where('id', '=', id).executeTakeFirst())) throw noStudent(id);
}
