import { ANY, type FeeRateInput, type FeeRateView, type feeRateInput } from '@collegium/domain/fee-assessment';
import type { FeeKind } from '@collegium/domain/payment-terms';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor } from '../../http/actor.ts';

// Issue 14: fee rates are data finance keeps, never code: one amount per academic year,
// programme, level, pace and kind of fee; 'Any' level or pace matches every one, and the most
// specific rate wins. Every change is audited with the amount before and after.

type Executor = Kysely<Database> | Transaction<Database>;

const view = (r: {
  id: number;
  academic_year: number;
  programme_code: string;
  level: string;
  pace: string;
  fee_kind: string;
  amount_pence: number;
  version: number;
}): FeeRateView => ({
  id: r.id,
  academicYear: r.academic_year,
  programmeCode: r.programme_code,
  level: r.level,
  pace: r.pace,
  feeKind: r.fee_kind as FeeKind,
  amount: r.amount_pence,
  version: r.version,
});

export async function listFeeRates(db: Executor, academicYear?: number): Promise<FeeRateView[]> {
  let q = db.selectFrom('fee_rates').selectAll();
  if (academicYear) q = q.where('academic_year', '=', academicYear);
  const rows = await q
    .orderBy('academic_year', 'desc')
    .orderBy('programme_code')
    .orderBy('fee_kind')
    .orderBy('level')
    .orderBy('pace')
    .execute();
  return rows.map(view);
}

export interface RateKey {
  academicYear: number;
  programmeCode: string;
  level: string | null;
  pace: string | null;
  feeKind: FeeKind;
}

export interface RateRow {
  academic_year: number;
  programme_code: string;
  fee_kind: string;
  level: string;
  pace: string;
  amount_pence: number;
}

/** Every rate of these years and programmes, read once for a batch of sessions (see pickRate). */
export async function loadRates(db: Executor, academicYears: number[], programmeCodes: string[]): Promise<RateRow[]> {
  if (academicYears.length === 0 || programmeCodes.length === 0) return [];
  return db
    .selectFrom('fee_rates')
    .select(['academic_year', 'programme_code', 'fee_kind', 'level', 'pace', 'amount_pence'])
    .where('academic_year', 'in', [...new Set(academicYears)])
    .where('programme_code', 'in', [...new Set(programmeCodes)])
    .execute();
}

/** The rate for a session among `rows`: the most specific match of level and pace, or undefined. */
export function pickRate(rows: readonly RateRow[], key: RateKey): number | undefined {
  const score = (r: { level: string; pace: string }) => (r.level !== ANY ? 2 : 0) + (r.pace !== ANY ? 1 : 0);
  return rows
    .filter(
      (r) =>
        r.academic_year === key.academicYear &&
        r.programme_code === key.programmeCode &&
        r.fee_kind === key.feeKind &&
        (r.level === ANY || r.level === (key.level ?? ANY)) &&
        (r.pace === ANY || r.pace === (key.pace ?? ANY)),
    )
    .sort((a, b) => score(b) - score(a))[0]?.amount_pence;
}

/** The rate for a session: the most specific match of level and pace, or undefined. */
export async function findRate(db: Executor, key: RateKey): Promise<number | undefined> {
  return pickRate(await loadRates(db, [key.academicYear], [key.programmeCode]), key);
}

/** Sets one rate (made when its key is new); audited. */
export async function saveFeeRate(db: Db, input: z.output<typeof feeRateInput>, actor: Actor): Promise<FeeRateView> {
  return db.kysely.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const key = {
      academic_year: input.academicYear,
      programme_code: input.programmeCode,
      level: input.level,
      pace: input.pace,
      fee_kind: input.feeKind,
    };
    const existing = await trx
      .selectFrom('fee_rates')
      .selectAll()
      .where('academic_year', '=', key.academic_year)
      .where('programme_code', '=', key.programme_code)
      .where('level', '=', key.level)
      .where('pace', '=', key.pace)
      .where('fee_kind', '=', key.fee_kind)
      .executeTakeFirst();
    let id: number;
    if (existing) {
      id = existing.id;
      if (existing.amount_pence === input.amount) return view(existing);
      await trx
        .updateTable('fee_rates')
        .set((eb) => ({ amount_pence: input.amount, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
    } else {
      id = (
        await trx
          .insertInto('fee_rates')
          .values({ ...key, amount_pence: input.amount, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'fee_rates',
      entityId: id,
      action: existing ? 'update' : 'create',
      changes: {
        ...(existing
          ? {}
          : {
              academicYear: input.academicYear,
              programmeCode: input.programmeCode,
              level: input.level,
              pace: input.pace,
              feeKind: input.feeKind,
            }),
        amount: { from: existing?.amount_pence ?? null, to: input.amount },
      },
    });
    return view(await trx.selectFrom('fee_rates').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  });
}

export type { FeeRateInput };
