import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { foreignKeys, type ForeignKey } from '../privacy/person-graph.ts';

// Issue 17: what a merge cannot carry over. The merge moves the other lead's activities and its
// person's consents and registrations, then deletes the lead and the person; any other row that
// points at either (found from the schema's foreign keys, as the subject-access export finds a
// person's data) would make the delete fail, or lose the row, so the merge is refused naming it.
// A table added later is therefore covered without anyone remembering to list it here.

type Trx = Transaction<Database>;

/** Rows the merge moves to the survivor, so they do not stand in its way. */
const MOVED = new Set(['people:consents', 'people:registrations', 'leads:lead_activities']);

/** How staff call the records a person may hold; a table not named here is named by its own name. */
const LABELS: Record<string, string> = {
  users: 'a user account',
  students: 'a student record',
  applications: 'an application',
  faculty: 'a faculty record',
  alumni: 'an alumni record',
  donors: 'a donor record',
  leads: 'another potential-student record',
};
const labelOf = (table: string) => LABELS[table] ?? `records in ${table.replace(/_/g, ' ')}`;

/** The links to people and to leads: what deleting the other person and lead touches. */
export async function mergeLinks(db: Db): Promise<ForeignKey[]> {
  return (await foreignKeys(db)).filter(
    (fk) =>
      (fk.references === 'people' || fk.references === 'leads') &&
      fk.referencedColumn === 'id' &&
      !MOVED.has(`${fk.references}:${fk.table}`),
  );
}

/** What points at the person or the lead besides the lead itself and what the merge moves, as labels. */
export async function heldBy(trx: Trx, links: readonly ForeignKey[], personId: number, leadId: number) {
  const held = new Set<string>();
  for (const fk of links) {
    const id = fk.references === 'people' ? personId : leadId;
    let query = trx
      .selectFrom(fk.table as never)
      .select(sql<number>`1`.as('held'))
      .where(sql.ref(fk.column), '=', id);
    // The lead being merged is itself a row on its person.
    if (fk.table === 'leads' && fk.references === 'people') query = query.where(sql.ref('id'), '!=', leadId);
    if (await query.limit(1).executeTakeFirst()) held.add(labelOf(fk.table));
  }
  return [...held];
}
