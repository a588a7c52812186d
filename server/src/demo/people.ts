import { fakerEN_GB as faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import type { PeopleTable } from '../db/schema.ts';
import { insertAll, type Trx } from './batch.ts';
import { FEMALE_NAMES, MALE_NAMES, SHORT_NAMES, STREETS, SURNAMES } from './names.ts';
import { type Hub, PLACES, type Place } from './places.ts';

// Demo people: British names, towns near their hub, and contact details that can never reach a
// real person (example.org addresses, Ofcom's drama numbers 07700 900xxx and 01632 960xxx).

/** Business dates in the demo data are relative to this day, so every run writes the same data. */
export const SEED_TODAY = new Date('2026-11-20T12:00:00Z');

export type PersonRow = Omit<Insertable<PeopleTable>, 'created_at' | 'updated_at'>;

export interface PersonOptions {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Live near this hub (anywhere for Online or none). */
  hub?: Hub | null;
  sex?: 'female' | 'male';
  /** Given for the demo sign-ins, whose names must stay as the README shows them. */
  preferredName?: string | null;
  /** Chance of being ordained (title Revd). */
  clergy?: number;
  /** Chance of holding a doctorate (title Dr, or Revd Dr). */
  doctor?: number;
  minAge?: number;
  maxAge?: number;
}

const POSTCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const usedEmails = new Set<string>();

/** Forgets the addresses handed out, so each seeding run gives the same ones. */
export function resetEmails(): void {
  usedEmails.clear();
}

/** An e-mail address at one of the reserved example domains, unique within the demo data. */
export function exampleEmail(firstName: string, lastName: string, domain?: string): string {
  const local = `${firstName}.${lastName}`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
  const host = domain ?? faker.helpers.arrayElement(['example.org', 'example.com', 'example.net']);
  let email = `${local}@${host}`;
  for (let n = 2; usedEmails.has(email); n++) email = `${local}${n}@${host}`;
  usedEmails.add(email);
  return email;
}

export function placeNear(hub: Hub | null | undefined): Place {
  const near = PLACES.filter((p) => p.hub === hub);
  return faker.helpers.arrayElement(near.length > 0 ? near : PLACES);
}

function postcode(place: Place): string {
  const letters = faker.string.fromCharacters(POSTCODE_LETTERS, 2);
  return `${place.district} ${faker.number.int({ min: 1, max: 9 })}${letters}`;
}

function phone(): string {
  const mobile = faker.datatype.boolean(0.7);
  return mobile ? `07700 900${faker.string.numeric(3)}` : `01632 960${faker.string.numeric(3)}`;
}

function title(sex: 'female' | 'male', options: PersonOptions): string | null {
  const revd = faker.datatype.boolean(options.clergy ?? 0.08);
  const dr = faker.datatype.boolean(options.doctor ?? 0.04);
  if (revd) return dr ? 'Revd Dr' : 'Revd';
  if (dr) return 'Dr';
  if (faker.datatype.boolean(0.2)) return null;
  return sex === 'male'
    ? 'Mr'
    : faker.helpers.weightedArrayElement([
        { weight: 5, value: 'Mrs' },
        { weight: 4, value: 'Ms' },
        { weight: 2, value: 'Miss' },
      ]);
}

/** A believable person; names and e-mail can be given (the demo sign-ins keep theirs). */
export function makePerson(options: PersonOptions = {}): PersonRow {
  const sex = options.sex ?? faker.person.sexType();
  const firstName = options.firstName ?? faker.helpers.arrayElement(sex === 'female' ? FEMALE_NAMES : MALE_NAMES);
  const lastName = options.lastName ?? faker.helpers.arrayElement(SURNAMES);
  const place = placeNear(options.hub);
  const street = `${faker.number.int({ min: 1, max: 160 })} ${faker.helpers.arrayElement(STREETS)}`;
  const flat = faker.datatype.boolean(0.12);
  const shortName = SHORT_NAMES[firstName];
  return {
    title: title(sex, options),
    first_name: firstName,
    last_name: lastName,
    preferred_name:
      options.preferredName !== undefined
        ? options.preferredName
        : shortName && faker.datatype.boolean(0.4)
          ? shortName
          : null,
    email: options.email ?? exampleEmail(firstName, lastName),
    phone: phone(),
    address1: flat ? `Flat ${faker.number.int({ min: 1, max: 24 })}` : street,
    address2: flat ? street : null,
    city: place.city,
    county: place.county,
    post_code: postcode(place),
    date_of_birth: faker.date
      .birthdate({ min: options.minAge ?? 22, max: options.maxAge ?? 68, mode: 'age', refDate: SEED_TODAY })
      .toISOString()
      .slice(0, 10),
    picture_url: null,
  };
}

/** Inserts people in batches and returns their ids in the same order. */
export async function insertPeople(trx: Trx, people: readonly PersonRow[], now: string): Promise<number[]> {
  return insertAll(
    trx,
    'people',
    people.map((p) => ({ ...p, created_at: now, updated_at: now })),
  );
}

/** Makes and inserts `count` people, returning their ids. */
export async function addPeople(
  trx: Trx,
  count: number,
  now: string,
  options: (i: number) => PersonOptions = () => ({}),
) {
  const rows = Array.from({ length: count }, (_, i) => makePerson(options(i)));
  return { ids: await insertPeople(trx, rows, now), rows };
}

/** A date between two ISO dates, as YYYY-MM-DD. */
export function dateBetween(from: string, to: string): string {
  return faker.date.between({ from, to }).toISOString().slice(0, 10);
}
