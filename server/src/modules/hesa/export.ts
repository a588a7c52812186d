import { academicYear } from '@collegium/domain/academic-year';
import {
  type HesaField,
  type HesaStudentInput,
  hesaReadiness,
  hesaStudentFields,
  problemText,
} from '@collegium/domain/hesa-readiness';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import { allocateHusid } from './husid.ts';
import { hesaRules } from './mapping-repository.ts';
import { hesaInputs } from './student-inputs.ts';
import { element, leaf, write } from './xml-writer.ts';

// Issue 16, HESA > Export: the return of one reference period as Data Futures XML, written to a
// temporary file in batches of students, each batch validated in the file's envelope against the
// XSD the project keeps (so memory is a batch's, whatever the number of students), then kept as a
// record (who, when, period, SHA-256, one digest per student for the comparison with a later
// export) and sent. Students not ready are left out and reported with their reasons; a student's
// HUSID is allocated the first time the student is returned.

const XSD_PATH = fileURLToPath(new URL('./data-futures-subset.xsd', import.meta.url));
let xsd: Promise<string> | null = null;

export interface LeftOut {
  studentId: number;
  partnerId: number;
  name: string;
  reasons: string[];
}

export interface HesaExportResult {
  id: number;
  file: string;
  dir: string;
  sha256: string;
  included: number;
  leftOut: LeftOut[];
}

type ModuleRow = { engagement_id: number; mi_id: number; code: string; starts_on: string | null; outcome: string };

async function moduleInstances(db: Db, year: number, engagementIds: number[]): Promise<Map<number, ModuleRow[]>> {
  const out = new Map<number, ModuleRow[]>();
  if (engagementIds.length === 0) return out;
  const rows = await db.kysely
    .selectFrom('results as r')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .select(['r.engagement_id', 'mi.id as mi_id', 'm.code', 'mi.starts_on', 'r.outcome'])
    .where('r.engagement_id', 'in', engagementIds)
    .where('mi.academic_year', '=', year)
    .orderBy('mi.id')
    .execute();
  for (const r of rows) {
    const list = out.get(Number(r.engagement_id)) ?? [];
    list.push({ ...r, engagement_id: Number(r.engagement_id), mi_id: Number(r.mi_id) });
    out.set(Number(r.engagement_id), list);
  }
  return out;
}

function engagementXml(input: HesaStudentInput, fields: HesaField[], year: number, modules: ModuleRow[]): string {
  const v = (name: string) => fields.find((f) => f.field === name)?.value ?? null;
  const yearStart = `${year}-08-01`;
  const from = input.engagement.startDate > yearStart ? input.engagement.startDate : yearStart;
  return element(
    'Engagement',
    leaf('NUMHUS', v('NUMHUS')),
    leaf('ENGSTARTDATE', v('ENGSTARTDATE')),
    leaf('ENGENDDATE', v('ENGENDDATE')),
    leaf('RSNENGEND', v('RSNENGEND')),
    element('EntryProfile', leaf('DOMICILE', v('DOMICILE')), leaf('QUALENT3', v('QUALENT3'))),
    element(
      'StudentCourseSession',
      leaf('SCSESSIONID', `${input.engagement.id}-${year}`),
      leaf('COURSEID', v('COURSEID')),
      leaf('QUALCAT', v('QUALCAT')),
      leaf('SCSLEVEL', v('SCSLEVEL')),
      leaf('SCSMODE', v('SCSMODE')),
      leaf('FEESOURCE', v('FEESOURCE')),
      leaf('SCSSTARTDATE', from),
      element('SessionStatus', leaf('STATUSVALIDFROM', from), leaf('STATUSCHANGEDTO', v('STATUSCHANGEDTO'))),
      ...modules.map((m) =>
        element(
          'ModuleInstance',
          leaf('MODINSTID', m.mi_id),
          leaf('MODID', m.code),
          leaf('MODINSTSTARTDATE', m.starts_on?.slice(0, 10) ?? null),
          leaf('MODOUTCOME', m.outcome),
        ),
      ),
    ),
    v('QUALID') === null ? '' : element('QualificationAwarded', leaf('QUALID', v('QUALID'))),
  );
}

function studentXml(husid: string, fields: HesaField[], engagements: string[]): string {
  const v = (name: string) => fields.find((f) => f.field === name)?.value ?? null;
  const disabilities = (v('DISABILITY') ?? '').split(' ').filter(Boolean);
  return element(
    'Student',
    leaf('HUSID', husid),
    ...[
      'OWNSTU',
      'FNAMES',
      'SURNAME',
      'BIRTHDTE',
      'SEXID',
      'ETHNIC',
      'RELBLF',
      'GENDERID',
      'SEXORT',
      'CARELEAVER',
      'PARED',
      'ESTRANGED',
      'CARER',
      'NATION',
    ].map((f) => leaf(f, v(f))),
    ...disabilities.map((d) => element('Disability', leaf('DISABILITY', d))),
    ...engagements,
  );
}

/** Checks one document (the envelope with a batch of students) against the XSD the project keeps. */
async function validatePage(contents: string): Promise<void> {
  xsd ??= readFile(XSD_PATH, 'utf8');
  const result = await validateXML({
    xml: { fileName: 'hesa.xml', contents },
    schema: { fileName: 'data-futures-subset.xsd', contents: await xsd },
  });
  if (!result.valid) {
    throw new AppError(
      500,
      'hesa_export_invalid',
      'The export did not pass the HESA schema check; nothing was kept.',
      result.errors.slice(0, 20).map((e) => ({ param: 'xml', message: e.rawMessage })),
    );
  }
}

/** Writes, validates and records the export of `year`; the caller sends `file` and then removes `dir`. */
export async function buildHesaExport(
  db: Db,
  ukprn: string | null,
  year: number,
  actor: Actor,
  pageSize = 1000,
  checkEvery = 5000,
): Promise<HesaExportResult> {
  if (!ukprn)
    throw conflict('The HESA export needs the college’s UKPRN: set HESA_UKPRN in the server’s configuration.');
  const { index, defaults } = await hesaRules(db.kysely);
  const dir = await mkdtemp(path.join(tmpdir(), 'collegium-hesa-'));
  const file = path.join(dir, `hesa-${year}.xml`);
  const out = createWriteStream(file, { encoding: 'utf8' });
  const digests: Record<string, string> = {};
  const leftOut: LeftOut[] = [];
  let included = 0;
  try {
    const head = `<?xml version="1.0" encoding="UTF-8"?>\n<Submission><Provider>${leaf('UKPRN', ukprn)}${leaf('COUNTRY', 'E')}${leaf('REFPERIOD', year)}\n`;
    const tail = '</Provider></Submission>\n';
    const fileHash = createHash('sha256');
    const emit = async (text: string) => {
      fileHash.update(text, 'utf8');
      await write(out, text);
    };
    await emit(head);
    let after: number | undefined;
    let pending: string[] = [];
    for (;;) {
      const page = await hesaInputs(db.kysely, year, { afterStudentId: after, limit: pageSize });
      const modules = await moduleInstances(
        db,
        year,
        page.inputs.map((i) => i.engagement.id),
      );
      // the students of the page, each with its ready engagements
      const byStudent = new Map<
        number,
        { input: HesaStudentInput; fields: HesaField[]; engagements: string[]; reasons: string[] }
      >();
      for (const input of page.inputs) {
        const fields = hesaStudentFields(input, index, defaults);
        const r = hesaReadiness(fields);
        const entry = byStudent.get(input.studentId) ?? { input, fields, engagements: [], reasons: [] };
        if (r.ready) {
          if (entry.engagements.length === 0) Object.assign(entry, { input, fields });
          entry.engagements.push(engagementXml(input, fields, year, modules.get(input.engagement.id) ?? []));
        } else entry.reasons.push(...r.problems.map(problemText));
        byStudent.set(input.studentId, entry);
      }
      const ready = [...byStudent.values()].filter((s) => s.engagements.length > 0);
      const husids = await db.kysely.transaction().execute(async (trx) => {
        const got = new Map<number, string>();
        for (const s of ready)
          got.set(s.input.studentId, await allocateHusid(trx, s.input.studentId, s.input.engagement.startDate, ukprn));
        return got;
      });
      const written: string[] = [];
      for (const s of byStudent.values()) {
        if (s.engagements.length === 0) {
          leftOut.push({
            studentId: s.input.studentId,
            partnerId: s.input.partnerId,
            name: `${s.input.firstName} ${s.input.lastName}`,
            reasons: [...new Set(s.reasons)],
          });
          continue;
        }
        const husid = husids.get(s.input.studentId)!;
        const xml = studentXml(husid, s.fields, s.engagements);
        digests[husid] = createHash('sha256').update(xml).digest('base64url').slice(0, 22);
        included++;
        written.push(`${xml}\n`);
      }
      pending.push(...written);
      // A batch of students is checked on its own, in the file's envelope: the schema has no
      // constraint across students, so every batch valid is the file valid, and memory stays that
      // of a batch whatever the number of students.
      if (pending.length >= checkEvery || page.next === null) {
        if (pending.length > 0) await validatePage(head + pending.join('') + tail);
        for (const text of pending) await emit(text);
        pending = [];
      }
      if (page.next === null) break;
      after = page.next;
    }
    if (included === 0) await validatePage(head + tail);
    await emit(tail);
    out.end();
    await finished(out);
    const sha256 = fileHash.digest('hex');

    const id = await db.kysely.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('hesa_exports')
        .values({
          academic_year: year,
          created_by_user_id: actor.asUserId ?? actor.userId,
          created_at: new Date().toISOString(),
          sha256,
          included,
          left_out: leftOut.length,
          record_digests: JSON.stringify(digests),
          submitted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorUserId: actor.userId,
        asUserId: actor.asUserId,
        entity: 'hesa_exports',
        entityId: row.id,
        action: 'create',
        changes: { academicYear: academicYear(year), sha256, included, leftOut: leftOut.length },
        ip: actor.ip,
      });
      return Number(row.id);
    });
    return { id, file, dir, sha256, included, leftOut };
  } catch (error) {
    out.destroy();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

export const exportStream = (file: string) => createReadStream(file);
