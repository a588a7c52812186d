import { areaPermissions, type EntityDefinition } from './entity-definition.ts';
import { personFields } from './common-fields.ts';

// Contacts (spec 2.4, 3): every person the college knows. A contact is the `people` row itself;
// students, applicants, leads, staff, alumni, donors and accounts point at it (DESIGN 3).

const f = personFields(false);

/** Tables whose rows point at a person: a contact still pointed at cannot be deleted. */
const POINTING_AT_PEOPLE = [
  ['users', 'user accounts'],
  ['students', 'students'],
  ['applications', 'applications'],
  ['faculty', 'faculty records'],
  ['leads', 'potential students'],
  ['alumni', 'alumni records'],
  ['donors', 'donor records'],
  ['consents', 'consents'],
  ['registrations', 'event registrations'],
] as const;

export const contacts: EntityDefinition = {
  name: 'contacts',
  table: 'people',
  label: 'Contact',
  labelPlural: 'Contacts',
  titleFields: ['title', 'firstName', 'lastName'],
  fields: [
    f.title,
    f.firstName,
    f.lastName,
    { ...f.preferredName, cols: 4 },
    { ...f.email, cols: 4 },
    { ...f.phone, cols: 4 },
    f.address1,
    f.address2,
    { ...f.city, cols: 4 },
    { ...f.county, cols: 4 },
    { ...f.postCode, cols: 4 },
    f.dateOfBirth,
  ],
  columns: [
    { field: 'lastName', width: 160 },
    { field: 'firstName', width: 140 },
    { field: 'email', width: 240 },
    { field: 'phone' },
    { field: 'city' },
    { field: 'postCode' },
  ],
  defaultSort: { field: 'lastName', order: 'asc' },
  searchFields: ['lastName', 'firstName', 'preferredName', 'email', 'postCode'],
  filters: ['county', 'city'],
  permissions: areaPermissions('contacts'),
  references: POINTING_AT_PEOPLE.map(([table, label]) => ({ table, column: 'person_id', label })),
};
