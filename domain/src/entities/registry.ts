import { alumni } from './alumni.ts';
import { applications } from './applications.ts';
import { consents } from './consents.ts';
import { contacts } from './contacts.ts';
import { donors } from './donors.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { faculty } from './faculty.ts';
import { invoices } from './invoices.ts';
import { leads } from './leads.ts';
import { modules } from './modules.ts';
import { organisations } from './organisations.ts';
import { policies } from './policies.ts';
import { registrations } from './registrations.ts';
import { roles } from './roles.ts';
import { students } from './students.ts';
import { users } from './users.ts';

// Every module entity served by the generic calls of spec 7.2, in menu order.
export const ENTITIES: readonly EntityDefinition[] = [
  applications,
  students,
  faculty,
  modules,
  leads,
  alumni,
  organisations,
  contacts,
  consents,
  registrations,
  donors,
  users,
  roles,
  policies,
];

export function findEntity(name: string): EntityDefinition | undefined {
  return ENTITIES.find((e) => e.name === name);
}

/**
 * Issue 20, feature cohortGroupLabels: the students list shows the cohort group (spec 9) as a
 * labelled chip and offers it as a filter; without the feature it has neither (the field stays on
 * the record).
 */
const studentsWithoutCohortGroup: EntityDefinition = {
  ...students,
  columns: students.columns.filter((c) => c.field !== 'cohortGroup'),
  filters: students.filters.filter((f) => f !== 'cohortGroup'),
};

/**
 * The definitions served with the given optional features on (spec 1): invoices with `invoices`,
 * the students list's cohort-group column and filter with `cohortGroupLabels`.
 */
export function entitiesFor(features: readonly string[]): readonly EntityDefinition[] {
  const listed = features.includes('cohortGroupLabels')
    ? ENTITIES
    : ENTITIES.map((e) => (e === students ? studentsWithoutCohortGroup : e));
  return features.includes('invoices') ? [...listed, invoices] : listed;
}
