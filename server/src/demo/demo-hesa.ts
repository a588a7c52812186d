import { en_GB, Faker } from '@faker-js/faker';
import { academicYearOf } from '@collegium/domain/academic-year';
import type { HesaAnswers } from '@collegium/domain/student-hesa';
import { insertAll, type Trx } from './batch.ts';
import { columnsOf } from '../modules/student-hesa/hesa-data.ts';

// Demo HESA answers: most current students answered this year, many last year too, with the mix
// of a UK theological college (mostly Christian, White British, a sizeable Black African
// community in the London hub). The demo student has none, so the portal story can fill them in.
// A faker of its own keeps the shared faker's sequence (and every later seed) as it was.

type Weighted = readonly (readonly [string, number])[];
const ETHNICITY: Weighted = [
  ['160', 68],
  ['120', 10],
  ['121', 4],
  ['179', 5],
  ['103', 2],
  ['141', 2],
  ['142', 2],
  ['161', 2],
  ['101', 1],
  ['159', 1],
  ['998', 3],
];
const RELIGION: Weighted = [
  ['03', 94],
  ['01', 1],
  ['98', 4],
  ['80', 1],
];
const SEX: Weighted = [
  ['11', 55],
  ['10', 45],
];
const GENDER: Weighted = [
  ['01', 96],
  ['98', 3],
  ['02', 1],
];
const ORIENTATION: Weighted = [
  ['12', 86],
  ['98', 8],
  ['10', 3],
  ['11', 2],
  ['13', 1],
];
const DISABILITY: Weighted = [
  ['95', 76],
  ['51', 9],
  ['55', 6],
  ['54', 4],
  ['98', 3],
  ['57', 1],
  ['56', 1],
];
const CARE: Weighted = [
  ['03', 95],
  ['98', 2],
  ['01', 1],
  ['02', 1],
  ['97', 1],
];
const PARED: Weighted = [
  ['01', 40],
  ['02', 50],
  ['03', 7],
  ['04', 3],
];
const ESTRANGED: Weighted = [
  ['02', 95],
  ['01', 2],
  ['98', 3],
];
const CARER: Weighted = [
  ['02', 84],
  ['01', 13],
  ['98', 3],
];

export async function seedHesaData(trx: Trx, now: string, demoStudentPersonId: number, today = new Date()) {
  const faker = new Faker({ locale: [en_GB] });
  faker.seed(20261122);
  const random = () => faker.number.float({ min: 0, max: 1 });
  const pick = (w: Weighted) => faker.helpers.weightedArrayElement(w.map(([value, weight]) => ({ value, weight })));
  const students = await trx
    .selectFrom('students')
    .select(['id', 'status'])
    .where('person_id', '!=', demoStudentPersonId)
    .where('status', 'in', ['Current', 'IoS', 'Starting'])
    .orderBy('id')
    .execute();
  const year = academicYearOf(today);
  const rows = students.flatMap((s) => {
    const answers: HesaAnswers = {
      ethnicity: pick(ETHNICITY),
      religion: pick(RELIGION),
      sex: pick(SEX),
      genderIdentity: pick(GENDER),
      sexualOrientation: pick(ORIENTATION),
      disabilities: random() < 0.03 ? ['51', '55'] : [pick(DISABILITY)],
      careLeaver: pick(CARE),
      parentalEducation: pick(PARED),
      estranged: pick(ESTRANGED),
      carer: pick(CARER),
    };
    const thisYear = s.status !== 'Starting' || random() < 0.5 ? random() < 0.85 : false;
    const lastYear = s.status !== 'Starting' && random() < 0.7;
    const row = (y: number) => ({
      student_id: Number(s.id),
      academic_year: y,
      ...columnsOf(answers),
      created_at: now,
      updated_at: now,
    });
    return [...(lastYear ? [row(year - 1)] : []), ...(thisYear ? [row(year)] : [])];
  });
  await insertAll(trx, 'student_hesa_data', rows);
}
