import { describe, expect, it } from 'vitest';
import { indexMappings } from './hesa-mapping.ts';
import { type HesaStudentInput, hesaReadiness, hesaStudentFields } from './hesa-readiness.ts';

const index = indexMappings([
  { kind: 'programme', internalValue: 'BTh', hesaField: 'QUALCAT', hesaCode: 'H00' },
  { kind: 'level', internalValue: '4', hesaField: 'SCSLEVEL', hesaCode: '4' },
  { kind: 'pace', internalValue: 'PT', hesaField: 'SCSMODE', hesaCode: '31' },
  { kind: 'status', internalValue: 'Current', hesaField: 'STATUSCHANGEDTO', hesaCode: '01' },
  { kind: 'status', internalValue: 'Withdrawn', hesaField: 'STATUSCHANGEDTO', hesaCode: '04' },
  { kind: 'studentType', internalValue: 'Ordinand', hesaField: 'FEESOURCE', hesaCode: '03' },
]);

const complete: HesaStudentInput = {
  studentId: 1,
  partnerId: 42,
  firstName: 'Ann',
  lastName: 'Lee',
  dateOfBirth: '1990-05-01',
  husid: null,
  engagement: {
    id: 7,
    programme: 'BTh',
    level: '4',
    pace: 'PT',
    status: 'Current',
    studentType: 'Ordinand',
    startDate: '2026-09-01',
    endDate: null,
    exitAward: null,
  },
  answers: {
    ethnicity: '160',
    religion: '03',
    sex: '10',
    genderIdentity: '01',
    sexualOrientation: '98',
    disabilities: ['51', '55'],
    careLeaver: '03',
    parentalEducation: '02',
    estranged: '02',
    carer: '01',
  },
  answersYear: '2026/27',
  details: { nationality: 'GB', domicile: 'XF', entryQualification: 'P50' },
};

const field = (input: HesaStudentInput, name: string) =>
  hesaStudentFields(input, index, {}, '2026-11-26').find((f) => f.field === name);

describe('hesaStudentFields', () => {
  it('finds a complete student ready, naming each value’s source', () => {
    const fields = hesaStudentFields(complete, index, {}, '2026-11-26');
    expect(hesaReadiness(fields)).toEqual({ ready: true, missing: 0, problems: [] });
    expect(field(complete, 'OWNSTU')).toMatchObject({ value: '0000042', source: 'record' });
    expect(field(complete, 'HUSID')).toMatchObject({ value: null, source: 'default', problem: null });
    expect(field(complete, 'ETHNIC')).toMatchObject({ value: '160', source: 'answer' });
    expect(field(complete, 'DISABILITY')).toMatchObject({ value: '51 55', source: 'answer' });
    expect(field(complete, 'SCSMODE')).toMatchObject({ value: '31', source: 'mapping', internalValue: 'PT' });
    expect(field(complete, 'NATION')).toMatchObject({ value: 'GB', source: 'details' });
    // not ended: no end date or reason
    expect(field(complete, 'RSNENGEND')).toBeUndefined();
  });

  it('counts what is missing and says where each is fixed', () => {
    const s: HesaStudentInput = {
      ...complete,
      dateOfBirth: null,
      answers: null,
      details: null,
      engagement: { ...complete.engagement, programme: 'MA', pace: null },
    };
    const r = hesaReadiness(hesaStudentFields(s, index, {}, '2026-11-26'));
    expect(r.ready).toBe(false);
    const byField = Object.fromEntries(r.problems.map((p) => [p.field, p]));
    expect(byField.BIRTHDTE).toMatchObject({ problem: 'missing', fix: 'record' });
    expect(byField.ETHNIC).toMatchObject({ problem: 'missing', fix: 'answers' });
    expect(byField.DISABILITY).toMatchObject({ problem: 'missing', fix: 'answers' });
    expect(byField.NATION).toMatchObject({ problem: 'missing', fix: 'details' });
    expect(byField.QUALCAT).toMatchObject({ problem: 'unmapped', fix: 'mapping' });
    expect(byField.SCSMODE).toMatchObject({ problem: 'missing', fix: 'record' });
    // 1 birth date + 9 answers + disability + 3 details + programme + pace (MA's level 4 is mapped)
    expect(r.missing).toBe(16);
  });

  it('checks dates: a future or impossible birth date is invalid', () => {
    expect(field({ ...complete, dateOfBirth: '2030-01-01' }, 'BIRTHDTE')).toMatchObject({
      problem: 'invalid',
      fix: 'record',
    });
    expect(field({ ...complete, dateOfBirth: '1990-02-30' }, 'BIRTHDTE')).toMatchObject({ problem: 'invalid' });
  });

  it('an ended engagement needs its end date and a mapped reason', () => {
    const s: HesaStudentInput = {
      ...complete,
      engagement: { ...complete.engagement, status: 'Withdrawn', endDate: null },
    };
    const r = hesaReadiness(hesaStudentFields(s, index, {}, '2026-11-26'));
    expect(r.problems.map((p) => [p.field, p.problem])).toEqual([
      ['ENGENDDATE', 'missing'],
      ['RSNENGEND', 'unmapped'],
    ]);
  });

  it('a field the record holds nothing for takes its default; a value held, even invalid, wins', () => {
    const defaults = { ETHNIC: '997', DISABILITY: '95', QUALENT3: 'X06', SEXID: '12' };
    const s: HesaStudentInput = {
      ...complete,
      answers: null,
      details: { nationality: 'GB', domicile: 'XF', entryQualification: null },
    };
    const fields = hesaStudentFields(s, index, defaults, '2026-11-26');
    const f = (name: string) => fields.find((x) => x.field === name);
    expect(f('ETHNIC')).toMatchObject({ value: '997', source: 'default', problem: null });
    expect(f('DISABILITY')).toMatchObject({ value: '95', source: 'default', problem: null });
    expect(f('QUALENT3')).toMatchObject({ value: 'X06', source: 'default', problem: null });
    // no default: still missing
    expect(f('RELBLF')).toMatchObject({ value: null, source: null, problem: 'missing' });
    // 9 answers + disability, less the 3 defaults given
    expect(hesaReadiness(fields).missing).toBe(7);
    const answered = hesaStudentFields({ ...complete, answers: { ...complete.answers!, sex: 'X' } }, index, defaults);
    expect(answered.find((x) => x.field === 'SEXID')).toMatchObject({ value: null, problem: 'invalid' });
    expect(answered.find((x) => x.field === 'ETHNIC')).toMatchObject({ value: '160', source: 'answer' });
  });
});
