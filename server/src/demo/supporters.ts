import { fakerEN_GB as faker } from '@faker-js/faker';
import type { CONSENT_TYPES } from '@collegium/domain/entities/consents';
import { CONSENT_METHODS } from '@collegium/domain/entities/consents';
import { DONOR_TYPES } from '@collegium/domain/entities/donors';
import { LOOKUP_DEFAULTS } from '@collegium/domain/lookup-lists';
import type { ProgrammeCode } from '@collegium/domain/programme-levels';
import { insertAll, type Trx } from './batch.ts';
import { addPeople, dateBetween } from './people.ts';
import { AWARD_OF } from './student-profile.ts';

// Demo alumni, donors (half of them alumni) and the consents people have given.

export const DEMO_ALUMNI_COUNT = 80;
const DONORS_FROM_ALUMNI = 20;
const OTHER_DONORS = 20;

const PROGRAMME_WEIGHTS: { weight: number; value: ProgrammeCode }[] = [
  { weight: 20, value: 'BTh' },
  { weight: 18, value: 'MA' },
  { weight: 10, value: 'CertHE' },
  { weight: 10, value: 'DipHE' },
  { weight: 6, value: 'PGDip' },
  { weight: 6, value: 'PGCert' },
  { weight: 5, value: 'GradDip' },
  { weight: 3, value: 'GradCert' },
  { weight: 5, value: 'NLM' },
];

const OCCUPATIONS = [
  'Vicar',
  'Curate',
  'Team rector',
  'Hospital chaplain',
  'School chaplain',
  'Youth worker',
  'Children’s and families worker',
  'Pioneer minister',
  'Licensed lay minister',
  'Religious education teacher',
  'Charity manager',
  'Mission partner overseas',
  'Parish administrator',
  'Doctoral student',
  'Retired',
];

export interface Alumnus {
  personId: number;
  mayContact: boolean;
}

export async function seedAlumni(trx: Trx, now: string): Promise<Alumnus[]> {
  const { ids } = await addPeople(trx, DEMO_ALUMNI_COUNT, now, () => ({
    clergy: 0.45,
    doctor: 0.06,
    minAge: 26,
    maxAge: 82,
  }));
  const alumni = ids.map((personId) => ({ personId, mayContact: faker.datatype.boolean(0.75) }));
  await insertAll(
    trx,
    'alumni',
    alumni.map(({ personId, mayContact }) => {
      const programme = faker.helpers.weightedArrayElement(PROGRAMME_WEIGHTS);
      return {
        person_id: personId,
        programme,
        graduation_year: faker.number.int({ min: 2005, max: 2026 }),
        exit_award: AWARD_OF[programme] ?? null,
        hub: faker.helpers.arrayElement(LOOKUP_DEFAULTS.hubs),
        occupation: faker.helpers.maybe(() => faker.helpers.arrayElement(OCCUPATIONS), { probability: 0.85 }) ?? null,
        may_contact: mayContact ? 1 : 0,
        created_at: now,
        updated_at: now,
      };
    }),
  );
  return alumni;
}

/** Donors: some alumni and some friends of the college; their gifts are seeded by giving.ts. */
export async function seedDonors(trx: Trx, now: string, alumni: readonly Alumnus[]): Promise<number> {
  const fromAlumni = faker.helpers.arrayElements(alumni, DONORS_FROM_ALUMNI).map((a) => a.personId);
  const { ids } = await addPeople(trx, OTHER_DONORS, now, () => ({ clergy: 0.2, minAge: 35, maxAge: 88 }));
  const rows = [...fromAlumni, ...ids].map((personId, i) => ({
    person_id: personId,
    crm_id: `CRM-${104_000 + i * 37}`,
    donor_type: faker.helpers.weightedArrayElement(
      DONOR_TYPES.map((value, n) => ({ value, weight: [6, 5, 2, 1, 1][n] ?? 1 })),
    ),
    gift_aid: faker.datatype.boolean(0.7) ? 1 : 0,
    first_gift_on: dateBetween('2010-01-01', '2026-10-31'),
    created_at: now,
    updated_at: now,
  }));
  await insertAll(trx, 'donors', rows);
  return rows.length;
}

type ConsentType = (typeof CONSENT_TYPES)[number];

function consent(personId: number, type: ConsentType, given: boolean, now: string, method?: string) {
  return {
    person_id: personId,
    consent_type: type,
    given: given ? 1 : 0,
    given_on: dateBetween('2022-01-01', '2026-11-15'),
    method: method ?? faker.helpers.arrayElement(CONSENT_METHODS),
    notes: given ? null : 'Withdrawn at the person’s request.',
    created_at: now,
    updated_at: now,
  };
}

export interface ConsentGivers {
  /** Potential students still in touch: asked about marketing e-mails when they enquired. */
  leads: readonly number[];
  alumni: readonly Alumnus[];
  students: readonly number[];
  /** Applicants sent by a diocese, who agree to share their application with it. */
  ordinands: readonly number[];
}

export async function seedConsents(trx: Trx, now: string, givers: ConsentGivers): Promise<number> {
  const rows = [
    ...givers.leads.map((id) => consent(id, 'Marketing e-mails', faker.datatype.boolean(0.85), now, 'Online form')),
    ...givers.alumni.map((a) => consent(a.personId, 'Alumni contact', a.mayContact, now)),
    ...faker.helpers
      .arrayElements(givers.students, 20)
      .map((id) => consent(id, 'Photography', faker.datatype.boolean(0.9), now, 'Paper form')),
    ...givers.ordinands.map((id) => consent(id, 'Data sharing with dioceses', true, now, 'Online form')),
  ];
  await insertAll(trx, 'consents', rows);
  return rows.length;
}
