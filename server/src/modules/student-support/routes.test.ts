import { academicYearOf } from '@collegium/domain/academic-year';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { multipartBody, samplePdf, tempFilesDir } from '../files/test-uploads.ts';

// spec 2.6 Student Support (issue 5): the neurodiversity and disability declarations, their
// optional evidence (checked by content), the learning-support record they feed when shared with
// tutors, the student's scope and the audited staff reads.

const { app, db } = await createTestApp({ FILES_DIR: tempFilesDir(), DOCUMENT_MAX_MB: '1' });
const PDF = samplePdf();

interface Signed {
  user: BuiltUser;
  cookie: string;
  studentId: number;
}
async function signedStudent(): Promise<Signed> {
  const user = await buildUser(db, { permissions: 'forms:student' });
  const s = await buildStudent(db, user.personId, { sessionYear: academicYearOf(new Date()) });
  return { user, cookie: await login(app, user), studentId: s.id };
}
const call = (method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
async function upload(cookie: string, bytes: Buffer, filename = 'report.pdf') {
  const body = multipartBody({}, { filename, contentType: 'application/pdf', bytes });
  return app.inject({
    method: 'POST',
    url: '/api/forms/student/support-evidence',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

const neuro = {
  conditions: ['Dyslexia', 'ADHD'],
  otherCondition: '',
  diagnosis: 'diagnosed',
  diagnosedBy: 'Educational psychologist',
  impact: 'Reading long texts takes me much longer and I lose my place.',
  adjustments: ['Extra time in timed assessments', 'Coloured paper or overlays', 'Other'],
  otherAdjustments: 'Reading lists early',
  shareWithTutors: true,
  evidenceFileId: null,
};

let ann: Signed;
let bob: Signed;
beforeAll(async () => {
  ann = await signedStudent();
  bob = await signedStudent();
});

describe('declarations', () => {
  it('answers nothing before a declaration, and 404 for an unknown kind', async () => {
    expect((await call('GET', '/forms/student/support-declarations/disability', ann.cookie)).json()).toEqual({
      kind: 'disability',
      declaration: null,
    });
    expect((await call('GET', '/forms/student/support-declarations/other', ann.cookie)).statusCode).toBe(404);
  });

  it('refuses bad answers with one detail per field', async () => {
    const res = await call('PUT', '/forms/student/support-declarations/neurodiversity', ann.cookie, {
      ...neuro,
      conditions: ['Dyslexia', 'Blind or visual impairment', 'Other'],
      diagnosedBy: '',
      impact: ' ',
      adjustments: ['Other', 'A pony'],
      shareWithTutors: 'yes',
    });
    expect(res.statusCode).toBe(422);
    const params = (res.json().details as { param: string }[]).map((d) => d.param);
    expect(params).toEqual(expect.arrayContaining(['conditions', 'impact', 'adjustments.1', 'shareWithTutors']));
    expect(await db.kysely.selectFrom('student_support_declarations').select('id').execute()).toEqual([]);
  });

  it('checks the cross-field rules: Other named, diagnosed by whom', async () => {
    const res = await call('PUT', '/forms/student/support-declarations/neurodiversity', ann.cookie, {
      ...neuro,
      conditions: ['Other'],
      diagnosedBy: '',
      otherAdjustments: '',
    });
    expect(res.statusCode).toBe(422);
    expect((res.json().details as { param: string }[]).map((d) => d.param).sort()).toEqual([
      'diagnosedBy',
      'otherAdjustments',
      'otherCondition',
    ]);
  });

  it('saves a declaration with evidence, audits it without the answers and makes it the learning-support record', async () => {
    const up = await upload(ann.cookie, PDF);
    expect(up.statusCode).toBe(201);
    const fileId = up.json().fileId as number;
    const res = await call('PUT', '/forms/student/support-declarations/neurodiversity', ann.cookie, {
      ...neuro,
      evidenceFileId: fileId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().declaration).toMatchObject({
      conditions: ['Dyslexia', 'ADHD'],
      diagnosedBy: 'Educational psychologist',
      evidenceFileId: fileId,
      evidenceName: 'report.pdf',
      shareWithTutors: true,
    });

    const ls = await db.kysely
      .selectFrom('learning_support')
      .selectAll()
      .where('student_id', '=', ann.studentId)
      .executeTakeFirstOrThrow();
    expect(ls.categories).toBe('Dyslexia ADHD');
    expect(ls.needs).toContain('Neurodiversity declaration');
    expect(ls.needs).toContain(
      'Asks for: Extra time in timed assessments; Coloured paper or overlays; Reading lists early.',
    );
    expect(
      (await call('GET', '/forms/student/learning-support', ann.cookie)).json().learningSupport.categories,
    ).toEqual(['Dyslexia', 'ADHD']);

    const audits = await db.kysely
      .selectFrom('audit_log')
      .select(['entity', 'action', 'changes'])
      .where('actor_user_id', '=', ann.user.id)
      .where('entity', 'in', ['student_support_declarations', 'learning_support'])
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.entity, a.action])).toEqual([
      ['student_support_declarations', 'create'],
      ['learning_support', 'create'],
    ]);
    expect(audits.map((a) => a.changes).join()).not.toContain('Reading long texts');

    const file = await app.inject({
      method: 'GET',
      url: '/api/forms/student/support-declarations/neurodiversity/evidence',
      headers: { cookie: ann.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('adds a disability declaration to the record; one not shared with tutors leaves it alone', async () => {
    const disability = {
      ...neuro,
      conditions: ['Mental health condition'],
      diagnosedBy: 'GP',
      adjustments: ['Rest breaks in assessments'],
      otherAdjustments: '',
    };
    await call('PUT', '/forms/student/support-declarations/disability', ann.cookie, disability);
    const ls = await db.kysely
      .selectFrom('learning_support')
      .select(['categories', 'needs'])
      .where('student_id', '=', ann.studentId)
      .executeTakeFirstOrThrow();
    expect(ls.categories).toBe('Dyslexia ADHD Mental-health');
    expect(ls.needs).toContain('Disability declaration');

    const private_ = await call('PUT', '/forms/student/support-declarations/disability', bob.cookie, {
      ...disability,
      shareWithTutors: false,
    });
    expect(private_.statusCode).toBe(200);
    expect(
      await db.kysely.selectFrom('learning_support').select('id').where('student_id', '=', bob.studentId).execute(),
    ).toEqual([]);
  });

  it('keeps what the student wrote on the Learning support form, and takes the declaration back out when it is no longer shared', async () => {
    const cara = await signedStudent();
    const own = await call('PUT', '/forms/student/learning-support', cara.cookie, {
      categories: ['Visual impairment'],
      needs: 'Large print handouts, please.',
    });
    expect(own.statusCode).toBe(200);
    await call('PUT', '/forms/student/support-declarations/neurodiversity', cara.cookie, neuro);
    const shared = await db.kysely
      .selectFrom('learning_support')
      .select(['categories', 'needs'])
      .where('student_id', '=', cara.studentId)
      .executeTakeFirstOrThrow();
    expect(shared.needs.startsWith('Large print handouts, please.\n\nNeurodiversity declaration (')).toBe(true);
    expect(shared.categories).toBe('Visual-impairment Dyslexia ADHD');

    // Changing the declaration replaces its paragraph; withdrawing the share removes it.
    await call('PUT', '/forms/student/support-declarations/neurodiversity', cara.cookie, {
      ...neuro,
      impact: 'Long texts are slow going.',
    });
    const changed = await db.kysely
      .selectFrom('learning_support')
      .select('needs')
      .where('student_id', '=', cara.studentId)
      .executeTakeFirstOrThrow();
    expect(changed.needs.match(/Neurodiversity declaration \(/g)).toHaveLength(1);
    expect(changed.needs).toContain('Long texts are slow going.');
    await call('PUT', '/forms/student/support-declarations/neurodiversity', cara.cookie, {
      ...neuro,
      shareWithTutors: false,
    });
    const unshared = await db.kysely
      .selectFrom('learning_support')
      .select(['categories', 'needs'])
      .where('student_id', '=', cara.studentId)
      .executeTakeFirstOrThrow();
    expect(unshared.needs).toBe('Large print handouts, please.');
  });

  it('refuses evidence that is not a document by its content', async () => {
    const res = await upload(ann.cookie, Buffer.from('MZ this is an executable'), 'notes.pdf');
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].param).toBe('file');
  });
});

describe('scope', () => {
  it('never reaches another student’s declaration or evidence', async () => {
    const annFile = (
      await db.kysely
        .selectFrom('student_support_declarations')
        .select('evidence_file_id')
        .where('student_id', '=', ann.studentId)
        .where('kind', '=', 'neurodiversity')
        .executeTakeFirstOrThrow()
    ).evidence_file_id!;
    const steal = await call('PUT', '/forms/student/support-declarations/neurodiversity', bob.cookie, {
      ...neuro,
      evidenceFileId: annFile,
    });
    expect(steal.statusCode).toBe(422);
    expect(steal.json().details[0].param).toBe('evidenceFileId');
    expect(
      (
        await call('GET', `/forms/student/support-declarations/neurodiversity?studentId=${ann.studentId}`, bob.cookie)
      ).json().declaration,
    ).toBeNull();
    expect(
      (await call('GET', '/forms/student/support-declarations/neurodiversity/evidence', bob.cookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/students/${ann.studentId}/support-declarations`, bob.cookie)).statusCode).toBe(403);
    expect(
      (await call('GET', `/students/${ann.studentId}/support-declarations/neurodiversity/evidence`, bob.cookie))
        .statusCode,
    ).toBe(403);
  });
});

describe('staff', () => {
  it('read both declarations and the evidence with students:view, every read audited', async () => {
    const staff = await buildUser(db, { permissions: 'students:menu students:view students:special' });
    const cookie = await login(app, staff);
    const res = await call('GET', `/students/${ann.studentId}/support-declarations`, cookie);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((i: { kind: string; declaration: { conditions: string[] } }) => [i.kind, i.declaration.conditions]),
    ).toEqual([
      ['neurodiversity', ['Dyslexia', 'ADHD']],
      ['disability', ['Mental health condition']],
    ]);
    const file = await call('GET', `/students/${ann.studentId}/support-declarations/neurodiversity/evidence`, cookie);
    expect(file.statusCode).toBe(200);
    // No file, nothing read: a 404 is not recorded as a read.
    expect(
      (await call('GET', '/students/999999/support-declarations/neurodiversity/evidence', cookie)).statusCode,
    ).toBe(404);
    const audits = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('actor_user_id', '=', staff.id)
      .where('entity', '=', 'students')
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'support-declarations.read', entity_id: String(ann.studentId) },
      { action: 'support-evidence.read', entity_id: String(ann.studentId) },
    ]);
  });
});
