import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyDb } from '../entities/entity-columns.ts';
import { createTestApp } from '../../test/test-app.ts';
import { CHUNK_ROWS } from './write-chunk.ts';
import { processImport, type ImportInput } from './process-import.ts';

// Rows matching a record are updated in batches (issue 15, re-import speed): the outcome must be
// the one of writing each row at once. A re-import over more than one chunk changes every record
// once, bumps each version once, leaves the unchanged ones alone, follows a person named twice
// (the second row seeing the first's change), and gives a matched student one new engagement at
// a new intake however often the file names it.

const t = await createTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'collegium-update-batch-test-'));
const tag = `upd${Date.now()}`;

function csvInput(kind: ImportInput['kind'], name: string, lines: string[], mapping: ImportInput['mapping']) {
  const filePath = path.join(dir, `${name}.csv`);
  writeFileSync(filePath, lines.join('\r\n'));
  return { kind, filePath, format: 'csv', headers: lines[0]!.split(','), mapping } satisfies ImportInput;
}

/** Runs the imports one after another in a transaction, reads what `after` reads, then rolls it all back. */
async function rolledBack<T>(inputs: ImportInput[], after: (trx: AnyDb) => Promise<T>) {
  let seen: { counts: unknown[]; read: T } | undefined;
  await t.db.kysely
    .transaction()
    .execute(async (trx) => {
      const counts = [];
      for (const input of inputs) counts.push((await processImport(trx, input, new Date().toISOString())).counts);
      seen = { counts, read: await after(trx) };
      throw new Error('roll back');
    })
    .catch((e: unknown) => {
      if (!(e instanceof Error) || e.message !== 'roll back') throw e;
    });
  return seen!;
}

const CONTACT_MAPPING = { First: 'firstName', Last: 'lastName', 'E-mail': 'email', Postcode: 'postCode' } as const;

describe('import update batches', () => {
  it('updates every matched record once across chunks, a person named twice seeing the first change', async () => {
    const rows = CHUNK_ROWS * 2 + 7;
    const first = ['First,Last,E-mail,Postcode'];
    const again = ['First,Last,E-mail,Postcode'];
    for (let i = 1; i <= rows; i++) {
      first.push(`Given${i},Family${i},p${i}.${tag}@example.org,DH1 ${i % 10}LE`);
      // Every third row keeps its postcode (a duplicate); the others move.
      again.push(
        `Given${i},Family${i},p${i}.${tag}@example.org,${i % 3 === 0 ? `DH1 ${i % 10}LE` : `YO1 ${i % 10}AA`}`,
      );
    }
    // Person 5 again in the same chunk, found by name and postcode: the postcode the row above gave.
    again.splice(7, 0, `Given5,Family5,p5.new.${tag}@example.org,YO1 5AA`);
    // Person 1 again in the last chunk, found by the e-mail: a new given name.
    again.push(`Gwen,Family1,p1.${tag}@example.org,`);
    const { counts, read } = await rolledBack(
      [csvInput('contacts', 'first', first, CONTACT_MAPPING), csvInput('contacts', 'again', again, CONTACT_MAPPING)],
      (trx) =>
        trx
          .selectFrom('people')
          .select(['first_name', 'email', 'post_code', 'version'])
          .where('email', 'like', `%.${tag}@example.org`)
          .orderBy('id')
          .execute(),
    );
    const unchanged = Math.floor(rows / 3);
    expect(counts).toEqual([
      { create: rows, update: 0, duplicate: 0, error: 0 },
      { create: 0, update: rows - unchanged + 2, duplicate: unchanged, error: 0 },
    ]);
    expect(read).toHaveLength(rows);
    expect(read[0]).toMatchObject({ first_name: 'Gwen', email: `p1.${tag}@example.org`, post_code: 'YO1 1AA' });
    expect(Number(read[0]!.version)).toBe(3);
    expect(read[4]).toMatchObject({ first_name: 'Given5', email: `p5.new.${tag}@example.org`, post_code: 'YO1 5AA' });
    expect(Number(read[4]!.version)).toBe(3);
    expect(read[2]).toMatchObject({ post_code: 'DH1 3LE' });
    expect(Number(read[2]!.version)).toBe(1);
    expect(read[rows - 1]).toMatchObject({ post_code: `YO1 ${rows % 10}AA` });
    expect(Number(read[rows - 1]!.version)).toBe(2);
  });

  it('gives a matched student one engagement at a new intake, the current one kept', async () => {
    const mapping = {
      'First name': 'firstName',
      'Last name': 'lastName',
      'E-mail': 'email',
      Programme: 'programmeCode',
      Status: 'status',
      'Start intake': 'startIntake',
    } as const;
    const header = 'First name,Last name,E-mail,Programme,Status,Start intake';
    const student = (given: string, intake: string) => `${given},Oswin,oswin.${tag}@example.org,BTh,Current,${intake}`;
    const { counts, read } = await rolledBack(
      [
        csvInput('students', 'student-first', [header, student('Oswald', '2025-09-01')], mapping),
        csvInput(
          'students',
          'student-again',
          [header, student('Oswald', '2026-09-01'), student('Oswy', '2026-09-01'), student('Oswy', '2025-09-01')],
          mapping,
        ),
      ],
      (trx) =>
        trx
          .selectFrom('students')
          .innerJoin('people', 'people.id', 'students.person_id')
          .innerJoin('engagements', 'engagements.student_id', 'students.id')
          .select([
            'people.first_name as name',
            'engagements.start_intake as intake',
            (eb) => eb.ref('students.current_engagement_id').as('current'),
            'engagements.id as id',
          ])
          .where('people.email', '=', `oswin.${tag}@example.org`)
          .orderBy('engagements.start_intake')
          .execute(),
    );
    expect(counts).toEqual([
      { create: 1, update: 0, duplicate: 0, error: 0 },
      { create: 0, update: 1, duplicate: 2, error: 0 },
    ]);
    expect(read.map((r) => [r.name, r.intake])).toEqual([
      ['Oswy', '2025-09-01'],
      ['Oswy', '2026-09-01'],
    ]);
    expect(read.every((r) => Number(r.current) === Number(read[0]!.id))).toBe(true);
  });
});
