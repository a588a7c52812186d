import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyDb } from '../entities/entity-columns.ts';
import { createTestApp } from '../../test/test-app.ts';
import { BATCH_ROWS } from './create-batch.ts';
import { processImport, type ImportInput } from './process-import.ts';

// Rows matching nothing are created in batches (issue 15, import speed): the outcome must be the
// one of writing each row at once. A row naming someone of an earlier, already written batch or
// of the batch still waiting is matched, never created twice; new students get consecutive
// partner ids (an explicit id in the file taken into account) and their engagement as the current one.

const t = await createTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'collegium-batch-test-'));

function csvInput(kind: ImportInput['kind'], lines: string[], mapping: ImportInput['mapping']): ImportInput {
  const filePath = path.join(dir, `${kind}-${lines.length}.csv`);
  writeFileSync(filePath, lines.join('\r\n'));
  return { kind, filePath, format: 'csv', headers: lines[0]!.split(','), mapping };
}

/** Runs the import in a transaction, reads what `after` reads, then rolls it all back. */
async function rolledBack<T>(input: ImportInput, after: (trx: AnyDb) => Promise<T>) {
  let seen: { totals: Awaited<ReturnType<typeof processImport>>; read: T } | undefined;
  await t.db.kysely
    .transaction()
    .execute(async (trx) => {
      const totals = await processImport(trx, input, new Date().toISOString());
      seen = { totals, read: await after(trx) };
      throw new Error('roll back');
    })
    .catch((e: unknown) => {
      if (!(e instanceof Error) || e.message !== 'roll back') throw e;
    });
  return seen!;
}

describe('import batches', () => {
  it('creates each person once across batches, matching rows of a written and of a waiting batch', async () => {
    const rows = BATCH_ROWS * 2 + 3;
    const lines = ['First,Last,E-mail,Born'];
    for (let i = 1; i <= rows; i++) lines.push(`Given${i},Family${i},p${i}@batch.example.org,1980-01-0${1 + (i % 9)}`);
    // The row before by name and birth (its batch still waiting), and the first row again by
    // e-mail (its batch written by now).
    lines.push(`Given${rows},Family${rows},,1980-01-0${1 + (rows % 9)}`);
    lines.push(`Given1,Family1,P1@BATCH.example.org,1980-01-02`);
    const input = csvInput('contacts', lines, {
      First: 'firstName',
      Last: 'lastName',
      'E-mail': 'email',
      Born: 'dateOfBirth',
    });
    // A contact is a person (the contacts list reads the people table).
    const { totals, read } = await rolledBack(input, (trx) =>
      trx.selectFrom('people').select(['email', 'first_name']).where('email', 'like', '%@batch.example.org').execute(),
    );
    expect(totals.counts).toEqual({ create: rows, update: 0, duplicate: 2, error: 0 });
    expect(read).toHaveLength(rows);
    expect(new Set(read.map((p) => p.email)).size).toBe(rows);
    expect(read.find((p) => p.email === `p${rows}@batch.example.org`)?.first_name).toBe(`Given${rows}`);
  });

  it('matches a row by what an earlier row of its chunk changed', async () => {
    const mapping = { First: 'firstName', Last: 'lastName', 'E-mail': 'email', Born: 'dateOfBirth' } as const;
    const before = csvInput(
      'contacts',
      ['First,Last,E-mail,Born', 'Ann,Askew,ann.old@chunk.example.org,1990-05-01'],
      mapping,
    );
    const after = csvInput(
      'contacts',
      [
        'First,Last,E-mail,Born',
        // Matched by name and birth: the e-mail changes; the next row is then found by the new one.
        'Ann,Askew,ann.new@chunk.example.org,1990-05-01',
        'Anne,Askew,ann.new@chunk.example.org,',
      ],
      mapping,
    );
    let counts: unknown;
    const { read } = await rolledBack(before, async (trx) => {
      counts = (await processImport(trx, after, new Date().toISOString())).counts;
      return trx.selectFrom('people').select(['first_name', 'email']).where('last_name', '=', 'Askew').execute();
    });
    expect(counts).toEqual({ create: 0, update: 2, duplicate: 0, error: 0 });
    expect(read).toEqual([{ first_name: 'Anne', email: 'ann.new@chunk.example.org' }]);
  });

  it('gives new students consecutive partner ids and their engagement as the current one', async () => {
    const max = await t.db.kysely
      .selectFrom('students')
      .select((eb) => eb.fn.max('partner_id').as('m'))
      .executeTakeFirst();
    const next = Number(max?.m ?? 0) + 1;
    const header = 'Partner id,First name,Last name,Programme,Level,Status,Start intake';
    const input = csvInput(
      'students',
      [
        header,
        `,Aidan,Lindisfarne,BTh,4,Current,2025-09-01`,
        // Names the partner id the row above was given: the same student, per-row or batched.
        `${next},Aidan,Lindisfarne,BTh,4,Current,2025-09-01`,
        `${next + 5},Bede,Jarrow,BTh,4,Current,2025-09-01`,
        `,Cuthbert,Farne,BTh,4,Current,2026-01-01`,
      ],
      {
        'Partner id': 'partnerId',
        'First name': 'firstName',
        'Last name': 'lastName',
        Programme: 'programmeCode',
        Level: 'level',
        Status: 'status',
        'Start intake': 'startIntake',
      },
    );
    const { totals, read } = await rolledBack(input, (trx) =>
      trx
        .selectFrom('students')
        .innerJoin('people', 'people.id', 'students.person_id')
        .innerJoin('engagements', 'engagements.id', 'students.current_engagement_id')
        .select([
          'people.first_name as name',
          'students.partner_id as partnerId',
          'engagements.programme_code as programme',
          'engagements.start_intake as intake',
        ])
        .where('students.partner_id', '>=', next)
        .orderBy('students.partner_id')
        .execute(),
    );
    expect(totals.counts).toEqual({ create: 3, update: 0, duplicate: 1, error: 0 });
    expect(read.map((r) => ({ ...r, partnerId: Number(r.partnerId) }))).toEqual([
      { name: 'Aidan', partnerId: next, programme: 'BTh', intake: '2025-09-01' },
      { name: 'Bede', partnerId: next + 5, programme: 'BTh', intake: '2025-09-01' },
      { name: 'Cuthbert', partnerId: next + 6, programme: 'BTh', intake: '2026-01-01' },
    ]);
  });
});
