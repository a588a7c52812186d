import { fakerEN_GB as faker } from '@faker-js/faker';
import { CHURCH_ORGANISATION_STATUSES, type ORGANISATION_STATUSES } from '@collegium/domain/organisation-statuses';
import { insertAll, type Trx } from './batch.ts';
import type { Insertable } from 'kysely';
import type { OrganisationsTable } from '../db/schema.ts';
import { DIOCESES, PLACES, type Place } from './places.ts';

// Demo organisations (spec 4.7): the dioceses that send candidates, churches around the hubs
// (one hub church each), partner colleges, charities and a few others.

const DEDICATIONS = [
  "St Mary's",
  "St John's",
  'Holy Trinity',
  'Christ Church',
  "St Peter's",
  "St Andrew's",
  'All Saints',
  'St Michael and All Angels',
  "St Paul's",
  "St Luke's",
  'Emmanuel',
  "St Nicholas'",
  "St Margaret's",
  "St Aidan's",
  "St Cuthbert's",
  "St Oswald's",
];

const OTHERS = [
  { name: 'Westbrook College of Ministry', type: 'College', status: 'Partner' },
  { name: 'Abbeyfield Theological Institute', type: 'College', status: 'Partner' },
  { name: 'Fenwick School of Mission', type: 'College', status: 'In contact' },
  { name: 'Church Youth Trust', type: 'Charity', status: 'Partner' },
  { name: 'Hope for Communities', type: 'Charity', status: 'In contact' },
  { name: 'Harvest Food Network', type: 'Charity', status: 'Target' },
  { name: 'Faith in Schools Partnership', type: 'Charity', status: 'Sending' },
  { name: 'Lectern Books Ltd', type: 'Business', status: 'In contact' },
  { name: 'Chapel Print and Design', type: 'Business', status: 'No contact' },
  { name: 'Northern Christian Festival', type: 'Other', status: 'Target' },
] as const;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

function addressAt(place: Place) {
  return {
    address1: faker.location.streetAddress(),
    address2: null,
    city: place.city,
    county: place.county,
    post_code: `${place.district} ${faker.number.int({ min: 1, max: 9 })}${faker.string.fromCharacters('ABDEFGHJLNPQRSTUWXYZ', 2)}`,
  };
}

function contactFor(name: string) {
  const host = `${slug(name)}.example.org`;
  return { email: `office@${host}`, website: `https://${host}`, phone: `01632 960${faker.string.numeric(3)}` };
}

export async function seedOrganisations(trx: Trx, now: string): Promise<number> {
  const rows: Omit<Insertable<OrganisationsTable>, 'created_at' | 'updated_at'>[] = [];
  for (const diocese of DIOCESES) {
    const name = `Diocese of ${diocese}`;
    const place = PLACES.find((p) => p.city === diocese) ?? faker.helpers.arrayElement(PLACES);
    const status = faker.helpers.weightedArrayElement([
      { weight: 4, value: 'Sending' },
      { weight: 3, value: 'Partner' },
      { weight: 2, value: 'In contact' },
    ] satisfies { weight: number; value: (typeof ORGANISATION_STATUSES)[number] }[]);
    rows.push({ name, type: 'Diocese', status, ...contactFor(name), ...addressAt(place), notes: null });
  }
  const hubChurchFor = new Set<string>();
  for (let i = 0; i < 32; i++) {
    const place = PLACES[i % PLACES.length] as Place;
    const name = `${DEDICATIONS[(i * 7) % DEDICATIONS.length]} Church, ${place.city}`;
    // One hub church per physical hub; the rest spread over the other church statuses.
    const isHubChurch = !hubChurchFor.has(place.hub);
    if (isHubChurch) hubChurchFor.add(place.hub);
    const status = isHubChurch
      ? 'Hub Church'
      : faker.helpers.arrayElement(CHURCH_ORGANISATION_STATUSES.filter((s) => s !== 'Hub Church'));
    const notes = isHubChurch ? `Hosts the ${place.hub} hub's teaching days.` : null;
    rows.push({ name, type: 'Church', status, ...contactFor(name), ...addressAt(place), notes });
  }
  for (const other of OTHERS) {
    rows.push({ ...other, ...contactFor(other.name), ...addressAt(faker.helpers.arrayElement(PLACES)), notes: null });
  }
  const ids = await insertAll(
    trx,
    'organisations',
    rows.map((r) => ({ ...r, created_at: now, updated_at: now })),
  );
  return ids.length;
}
