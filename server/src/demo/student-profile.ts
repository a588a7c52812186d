import { fakerEN_GB as faker } from '@faker-js/faker';
import { COHORT_GROUPS } from '@collegium/domain/cohorts';
import { intentionsStatus } from '@collegium/domain/intentions';
import { type ProgrammeCode, programmeLevels } from '@collegium/domain/programme-levels';
import type { StudyPace } from '@collegium/domain/study-pace';
import type { ExitAward, StudentType } from '@collegium/domain/student-types';

// The study details of a demo student, consistent with the domain rules: the level is one of the
// programme's (spec 3), the cohort is the level's year, the intentions follow spec 4.2 and an
// exit award is held only by those who have left.

/** The award each programme leads to (GradCert and GradDip have none in spec 9's list). */
export const AWARD_OF: Partial<Record<ProgrammeCode, ExitAward>> = {
  CertHE: 'CertHE',
  DipHE: 'DipHE',
  BTh: 'Bth',
  MA: 'MA',
  PGCert: 'PGCert',
  PGDip: 'PGDip',
  NLM: 'CertHE (App)',
};

const NLM_GROUPS = COHORT_GROUPS.filter((g) => g.startsWith('NLM'));
const LEFT = ['Completed', 'Withdrawn', 'Transferred', 'Terminated'];

export interface StudentProfile {
  level: string;
  cohort: string;
  pace: StudyPace;
  student_type: StudentType;
  cohort_group: string;
  exit_award: ExitAward | null;
  intentions: string | null;
  auditing: number;
}

function paceFor(programme: ProgrammeCode): StudyPace {
  if (programme === 'NLM') return 'PT';
  const fullTime = ['CertHE', 'DipHE', 'BTh', 'MA'].includes(programme) ? 0.3 : 0.05;
  return faker.helpers.weightedArrayElement([
    { weight: fullTime, value: 'FT' },
    { weight: 0.8 - fullTime, value: 'PT' },
    { weight: 0.2, value: 'Extended' },
  ]);
}

/** An award for someone leaving part-way: what the levels passed so far earn, if anything. */
function earlyAward(programme: ProgrammeCode, level: string): ExitAward | null {
  if (programme === 'MA')
    return level === '7Diss' ? 'PGDip' : faker.helpers.arrayElement<ExitAward | null>(['PGCert', null]);
  if (programme === 'BTh' && level === '6') return 'DipHE';
  if ((programme === 'BTh' || programme === 'DipHE') && level === '5') return 'CertHE';
  return null;
}

export function studentProfile(programme: ProgrammeCode, status: string, pathway: string | null): StudentProfile {
  const levels = programmeLevels(programme);
  const level = faker.helpers.arrayElement(levels);
  const studentType: StudentType =
    pathway === 'Ordination'
      ? 'Ordinand'
      : faker.helpers.weightedArrayElement([
          { weight: 7, value: 'Independent' },
          { weight: 3, value: 'LLM' },
        ]);
  let exitAward: ExitAward | null = null;
  if (status === 'Completed') exitAward = AWARD_OF[programme] ?? null;
  else if (LEFT.includes(status)) exitAward = earlyAward(programme, level);
  return {
    level,
    cohort: level.slice(0, 1),
    pace: paceFor(programme),
    student_type: studentType,
    cohort_group:
      programme === 'NLM'
        ? faker.helpers.arrayElement(NLM_GROUPS)
        : studentType === 'Ordinand'
          ? 'Candidate'
          : 'Student',
    exit_award: exitAward,
    intentions: intentionsStatus({ status, level, programme }),
    auditing: faker.datatype.boolean(0.04) ? 1 : 0,
  };
}
