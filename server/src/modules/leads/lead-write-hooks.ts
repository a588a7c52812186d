import { leadMoveProblem } from '@collegium/domain/lead-stage-moves';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../http/errors.ts';
import type { EntityWriteHooks } from '../entities/record-service.ts';
import type { WriteGuardInput } from '../entities/write-guards.ts';
import { recordStageChange, recorderOf } from './lead-stage-changes.ts';

// Issue 17: the generic writes of a potential student (the Details form, the list's New) keep to
// the stage rule of spec 4.5 (lead-stage-moves.ts), record each stage in the lead's history, and
// refuse a duplicate on entry: a lead with the same e-mail, or the same name and postcode.

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const postcodeKey = (v: string) => v.replace(/\s+/g, '').toUpperCase();

interface Duplicate {
  id: number;
  name: string;
  by: 'email' | 'lastName';
}

export async function findDuplicateLead(
  trx: Transaction<Database>,
  values: Readonly<Record<string, unknown>>,
  exceptId: number | null,
): Promise<Duplicate | null> {
  const base = () =>
    trx
      .selectFrom('leads')
      .innerJoin('people', 'people.id', 'leads.person_id')
      .select(['leads.id', 'people.first_name', 'people.last_name'])
      .$if(exceptId !== null, (q) => q.where('leads.id', '!=', exceptId as number))
      .orderBy('leads.id');
  const email = str(values.email);
  if (email) {
    const same = await base()
      .where(sql<string>`lower(people.email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (same) return { id: same.id, name: `${same.first_name} ${same.last_name}`, by: 'email' };
  }
  const first = str(values.firstName);
  const last = str(values.lastName);
  const postCode = str(values.postCode);
  if (first && last && postCode) {
    const same = await base()
      .where(sql<string>`lower(people.first_name)`, '=', first.toLowerCase())
      .where(sql<string>`lower(people.last_name)`, '=', last.toLowerCase())
      .where(sql<string>`upper(replace(people.post_code, ' ', ''))`, '=', postcodeKey(postCode))
      .executeTakeFirst();
    if (same) return { id: same.id, name: `${same.first_name} ${same.last_name}`, by: 'lastName' };
  }
  return null;
}

const IDENTITY_FIELDS = ['email', 'firstName', 'lastName', 'postCode'] as const;

async function leadGuard({ trx, id, before, after }: WriteGuardInput): Promise<void> {
  if (!after) return;
  const from = before ? String(before.stage) : null;
  const to = String(after.stage);
  if (from !== to) {
    const problem = leadMoveProblem(from, to, 'staff');
    if (problem) throw validationFailed([{ param: 'stage', message: problem }]);
  }
  if (before && IDENTITY_FIELDS.every((f) => (before[f] ?? null) === (after[f] ?? null))) return;
  const duplicate = await findDuplicateLead(trx, after, id);
  if (duplicate) {
    const why = duplicate.by === 'email' ? 'this e-mail' : 'this name and postcode';
    throw validationFailed([
      {
        param: duplicate.by,
        message: `${duplicate.name} (potential student ${duplicate.id}) already has ${why}: open that record instead.`,
      },
    ]);
  }
}

export const leadWriteHooks: EntityWriteHooks = {
  guard: leadGuard,
  async afterCreate(trx, actor, created) {
    await recordStageChange(trx, {
      leadId: created.id,
      from: null,
      to: String(created.values.stage),
      userId: recorderOf(actor),
    });
  },
  async afterUpdate(w, changed) {
    if (!('stage' in changed)) return;
    await recordStageChange(w.trx, {
      leadId: w.before.id,
      from: String(w.before.values.stage),
      to: String(changed.stage),
      userId: recorderOf(w.actor),
    });
  },
};
