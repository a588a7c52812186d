import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { type ChoiceListKey, isChoiceListKey, type LookupChoices } from '@collegium/domain/lookup-lists';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type ErrorDetail, notFound, validationFailed } from '../../http/errors.ts';
import { programmeLevelList } from './programmes-repository.ts';

// What the rest of the product reads from System data (issue 15): the choices of a list (its
// values not retired, in order) and the check every write makes against them. A value a record
// already holds stays valid after it is retired, so the record can still be saved unchanged.

type Executor = Kysely<Database> | Transaction<Database>;

/** Per request (or per transaction): a list read once however many fields or rows ask for it. */
const CACHE = new WeakMap<object, Map<ChoiceListKey, Promise<LookupChoices>>>();

async function load(db: Executor, key: ChoiceListKey): Promise<LookupChoices> {
  if (key === 'programmes') {
    // System data → Programmes: the active ones offered, in the screen's order
    const programmes = await db
      .selectFrom('programmes')
      .select(['code', 'active', 'levels', 'transferable'])
      .orderBy('position')
      .orderBy('code')
      .execute();
    return {
      key,
      values: programmes.filter((p) => p.active === 1).map((p) => p.code),
      retired: programmes.filter((p) => p.active !== 1).map((p) => p.code),
      // What the transfer and placing forms offer: each programme's own levels and transferability
      programmes: programmes.map((p) => ({
        code: p.code,
        levels: programmeLevelList(p.levels),
        transferable: p.transferable === 1,
      })),
    };
  }
  if (key === 'intakes') {
    // System data → Intakes by start date: those not yet started are offered, earlier ones kept.
    const today = new Date().toISOString().slice(0, 10);
    const intakes = await db.selectFrom('intakes').select('starts_on').orderBy('starts_on').execute();
    return {
      key,
      values: intakes.filter((i) => i.starts_on >= today).map((i) => i.starts_on),
      retired: intakes.filter((i) => i.starts_on < today).map((i) => i.starts_on),
    };
  }
  const rows = await db
    .selectFrom('lookup_values')
    .select(['value', 'retired'])
    .where('list', '=', key)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    key,
    values: rows.filter((r) => r.retired === 0).map((r) => r.value),
    retired: rows.filter((r) => r.retired === 1).map((r) => r.value),
  };
}

/**
 * The choices of one list. `scope` (the request, or the transaction) keeps the answer for its
 * lifetime; without it the table is read afresh.
 */
export function lookupChoices(db: Executor, key: string, scope?: object): Promise<LookupChoices> {
  if (!isChoiceListKey(key)) throw notFound(`There is no list called ${key}.`);
  if (!scope) return load(db, key);
  let lists = CACHE.get(scope);
  if (!lists) CACHE.set(scope, (lists = new Map()));
  let found = lists.get(key);
  if (!found) lists.set(key, (found = load(db, key)));
  return found;
}

export interface LookupCheck {
  /** The request field, for the 422. */
  param: string;
  list: ChoiceListKey;
  /** What the field is called in the message: 'student type'. */
  noun: string;
  value: unknown;
  /** The value the record holds now: kept even when retired. */
  held?: unknown;
}

/** Every value must be offered by its list (or already held): otherwise one 422 naming each field. */
export async function checkLookupValues(db: Executor, checks: readonly LookupCheck[], scope?: object): Promise<void> {
  const details: ErrorDetail[] = [];
  for (const c of checks) {
    if (c.value === null || c.value === undefined || c.value === '' || c.value === c.held) continue;
    const { values } = await lookupChoices(db, c.list, scope);
    if (!values.includes(String(c.value)))
      details.push({
        param: c.param,
        message: `Choose ${/^[aeiou]/i.test(c.noun) ? 'an' : 'a'} ${c.noun} from the list: ${values.join(', ')}.`,
      });
  }
  if (details.length > 0) throw validationFailed(details);
}

/**
 * A list filter's value (`?programme=`): one of the list's values, retired ones included (records
 * keep them); otherwise a 422 naming the values offered.
 */
export async function checkListFilter(db: Executor, list: ChoiceListKey, param: string, value: string | undefined) {
  if (value === undefined) return;
  const { values, retired } = await lookupChoices(db, list);
  if (!values.includes(value) && !retired.includes(value))
    throw validationFailed([{ param, message: `Choose one of ${values.join(', ')}.` }]);
}

/** The checks of a generic record write: each field of the definition that reads a list. */
export function entityLookupChecks(
  def: EntityDefinition,
  values: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> | null,
): LookupCheck[] {
  return def.fields
    .filter((f) => f.lookup && !f.readOnly && f.name in values)
    .map((f) => ({
      param: f.name,
      list: f.lookup as ChoiceListKey,
      noun: f.label.toLowerCase(),
      value: values[f.name],
      held: before?.[f.name],
    }));
}

/**
 * A single-choice field of an upload or other hand-parsed request read from its list: the value,
 * or the 422 detail naming the list's choices (an empty value: `Choose the <noun>.`).
 */
export async function lookupChoice(
  db: Executor,
  list: ChoiceListKey,
  param: string,
  noun: string,
  raw: unknown,
): Promise<{ value: string } | { detail: ErrorDetail }> {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const { values } = await lookupChoices(db, list);
  if (value !== '' && values.includes(value)) return { value };
  return { detail: { param, message: `Choose the ${noun}: ${values.join(', ')}.` } };
}
