import type { HesaDefaults } from '@collegium/domain/hesa-defaults';
import {
  HESA_MAPPING_KINDS,
  type HesaMappingRow,
  type MappingIndex,
  indexMappings,
  mappingGaps,
  mappingKind,
} from '@collegium/domain/hesa-mapping';
import type { HesaMappingView, HesaMappingWrite } from '@collegium/domain/hesa-contracts';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';

// Issue 16: the HESA mapping table. Reads serve the mapping page and every readiness check and
// export; a write is one upsert, audited with the code before and after.

type Executor = Kysely<Database> | Transaction<Database>;

export async function mappingRows(db: Executor): Promise<(HesaMappingRow & { id: number; updatedAt: string })[]> {
  const rows = await db.selectFrom('hesa_mappings').selectAll().orderBy('kind').orderBy('internal_value').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    internalValue: r.internal_value,
    hesaField: r.hesa_field,
    hesaCode: r.hesa_code,
    updatedAt: r.updated_at,
  }));
}

/** System data's HESA defaults in force: HESA field → code. */
export async function hesaDefaultCodes(db: Executor): Promise<HesaDefaults> {
  const rows = await db
    .selectFrom('hesa_defaults')
    .select(['hesa_field', 'code'])
    .where('code', 'is not', null)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.hesa_field, r.code!]));
}

/** What every readiness check and export reads: the mapping index and the defaults. */
export async function hesaRules(db: Executor): Promise<{ index: MappingIndex; defaults: HesaDefaults }> {
  const [rows, defaults] = await Promise.all([mappingRows(db), hesaDefaultCodes(db)]);
  return { index: indexMappings(rows), defaults };
}

/** Catalogue columns of the students' current engagement summaries, by mapping kind. */
const IN_USE_COLUMNS = {
  programme: 'programme_code',
  level: 'level',
  pace: 'pace',
  status: 'status',
  studentType: 'student_type',
  exitAward: 'exit_award',
} as const;

/** How many students hold each catalogue value, by kind: a gap in use matters more. */
export async function valuesInUse(db: Executor): Promise<Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [kind, column] of Object.entries(IN_USE_COLUMNS)) {
    const rows = await db
      .selectFrom('students')
      .select([column, (eb) => eb.fn.countAll<number>().as('n')])
      .where(column, 'is not', null)
      .groupBy(column)
      .execute();
    out[kind] = Object.fromEntries(rows.map((r) => [String((r as Record<string, unknown>)[column]), Number(r.n)]));
  }
  // every programme of System data needs a code, held by students or not
  const programmes = await db.selectFrom('programmes').select('code').execute();
  out.programme = { ...Object.fromEntries(programmes.map((p) => [p.code, 0])), ...out.programme };
  // a reason for ending is asked of the ended statuses only
  out.reason = Object.fromEntries(
    Object.entries(out.status ?? {}).filter(([s]) => mappingKind('reason')!.values.includes(s)),
  );
  return out;
}

/** The mapping as GET hesa/mapping answers it, but for the caller's abilities (the route adds them). */
export type MappingData = Omit<HesaMappingView, 'abilities'>;

export async function mappingView(db: Executor): Promise<MappingData> {
  const rows = await mappingRows(db);
  return {
    kinds: HESA_MAPPING_KINDS.map(({ kind, label, entity, hesaField, sort }) => ({
      kind,
      label,
      entity,
      hesaField,
      sort,
    })),
    rows,
    gaps: mappingGaps(rows, await valuesInUse(db)),
  };
}

/** Sets the HESA code of one value (creating the row when new), audited. */
export async function writeMapping(db: Db, actor: Actor, input: HesaMappingWrite): Promise<MappingData> {
  const kind = mappingKind(input.kind)!;
  return db.kysely.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('hesa_mappings')
      .selectAll()
      .where('kind', '=', input.kind)
      .where('internal_value', '=', input.internalValue)
      .executeTakeFirst();
    const now = new Date().toISOString();
    let id: number;
    if (before) {
      id = Number(before.id);
      if (before.hesa_code !== input.hesaCode) {
        await trx
          .updateTable('hesa_mappings')
          .set((eb) => ({
            hesa_code: input.hesaCode,
            hesa_field: kind.hesaField,
            updated_at: now,
            version: eb('version', '+', 1),
          }))
          .where('id', '=', before.id)
          .execute();
      }
    } else {
      const inserted = await trx
        .insertInto('hesa_mappings')
        .values({
          kind: input.kind,
          internal_value: input.internalValue,
          hesa_field: kind.hesaField,
          hesa_code: input.hesaCode,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(inserted.id);
    }
    if (!before || before.hesa_code !== input.hesaCode) {
      await recordAudit(trx, {
        actorUserId: actor.userId,
        asUserId: actor.asUserId,
        entity: 'hesa_mappings',
        entityId: id,
        action: before ? 'update' : 'create',
        changes: {
          kind: input.kind,
          internalValue: input.internalValue,
          hesaField: kind.hesaField,
          hesaCode: { from: before?.hesa_code ?? null, to: input.hesaCode },
        },
        ip: actor.ip,
      });
    }
    return mappingView(trx);
  });
}
