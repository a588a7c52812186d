import { fakerEN_GB as faker } from '@faker-js/faker';
import { type ProgrammeCode, programmeLevels } from '@collegium/domain/programme-levels';
import { isTransferableProgramme } from '@collegium/domain/programme-rules';
import { PROGRAMME_TITLES } from './academic-texts.ts';
import { addDays, septemberIntake } from './seed-calendar.ts';
import {
  groupFor,
  levelPath,
  paymentTerm,
  type PlannedEngagement,
  type SeededStudent,
  sessionsFor,
  startIntakeOf,
  statedIntention,
  type StudyContext,
  yearsAtLevel,
} from './study-timeline.ts';

// Demo students who moved from one programme to another at the start of this year.

/** Old programme → the one transferred to, with the levels either side of the transfer. */
const TRANSFERS: Partial<Record<ProgrammeCode, { to: ProgrammeCode; oldLevel: string; newLevel: string }>> = {
  CertHE: { to: 'DipHE', oldLevel: '4', newLevel: '5' },
  DipHE: { to: 'BTh', oldLevel: '5', newLevel: '6' },
  BTh: { to: 'DipHE', oldLevel: '5', newLevel: '5' },
  NLM: { to: 'BTh', oldLevel: '4', newLevel: '5' },
  GradCert: { to: 'GradDip', oldLevel: '6', newLevel: '6' },
  PGCert: { to: 'MA', oldLevel: '7', newLevel: '7Diss' },
  PGDip: { to: 'MA', oldLevel: '7', newLevel: '7Diss' },
};
/** For a programme one cannot transfer out of: where its transferred students came from. */
const TRANSFERRED_FROM: Partial<Record<ProgrammeCode, ProgrammeCode>> = { GradDip: 'GradCert', MA: 'PGDip' };

/**
 * A student moved from one programme to another at the start of this year: the old engagement is
 * Transferred (only from a programme one may transfer out of, spec 5) and the new one is Current.
 */
export function planTransfer(s: SeededStudent, e: PlannedEngagement, ctx: StudyContext): PlannedEngagement[] {
  const seeded = s.programme_code as ProgrammeCode;
  const from = isTransferableProgramme(seeded) ? seeded : (TRANSFERRED_FROM[seeded] as ProgrammeCode);
  const move = { ...(TRANSFERS[from] as { to: ProgrammeCode; oldLevel: string; newLevel: string }) };
  const { year } = ctx;
  let path = levelPath(from, move.oldLevel, e.pace, yearsAtLevel(from, move.oldLevel, e.pace) - 1);
  let oldStart: string;
  if (from === 'NLM') {
    // NLM cohorts start together (the cohort group names the year), a level a year.
    const levels = programmeLevels('NLM');
    const cohortYear = Math.min(Number((e.cohortGroup ?? '').slice(4)) || year - 2, year - 1);
    path = Array.from({ length: year - cohortYear }, (_, i) => levels[Math.min(i, levels.length - 1)] as string);
    move.oldLevel = path[path.length - 1] as string;
    move.newLevel = move.oldLevel === '4' ? '5' : '6';
    oldStart = septemberIntake(cohortYear);
  } else oldStart = startIntakeOf(from, year - path.length, ctx);
  const newStart = septemberIntake(year);
  const effective = addDays(newStart, -faker.number.int({ min: 7, max: 30 }));
  const title = PROGRAMME_TITLES[move.to];
  const reason =
    move.oldLevel === move.newLevel
      ? `Transferred to the ${title}, continuing at level ${move.newLevel}.`
      : `Transferred to the ${title} after completing level ${move.oldLevel}.`;
  const old: PlannedEngagement = {
    ...e,
    programme: from,
    pathway: from === 'NLM' ? null : e.pathway,
    level: move.oldLevel,
    status: 'Transferred',
    exitAward: null,
    sessions: sessionsFor(path, year - 1, 'Transferred', ctx, true),
    startIntake: oldStart,
    endDate: effective,
    changes: [{ from: 'Current', to: 'Transferred', reason, effective }],
  };
  const current: PlannedEngagement = {
    ...e,
    programme: move.to,
    level: move.newLevel,
    cohortGroup: from === 'NLM' ? groupFor(e.studentType) : e.cohortGroup,
    status: 'Current',
    exitAward: null,
    paymentTerm: paymentTerm(move.to, e.studentType),
    transferredFrom: old,
    startIntake: newStart,
    sessions: sessionsFor([move.newLevel], year, 'Current', ctx, faker.datatype.boolean(0.7)),
    changes: [],
  };
  Object.assign(current, statedIntention(current, ctx));
  return [old, current];
}
