import { LEAD_STAGES, type LeadStage, type LeadStageName } from './lead-stages.ts';

// Which stage a potential student (lead) may move to (spec 4.5 gives the stages with their order
// and report group; the moves are ours, issue 17):
// - forward: to a stage of a higher order (Unknown 0 → Initial contact made 1 → ... → WTCO follow
//   up 5; a lead parked on an exit, order below 1, may come back into the funnel);
// - out: to any archive or wtco stage (Not responsive, Mailing list, Rejected ...) from anywhere;
// - the admin stages (Applicant, Student) follow the person's application: only the system moves a
//   lead there (when their e-mail registers as an applicant, when the application is confirmed),
//   and a lead in an admin stage leaves it only for an exit (archive or wtco).

/** Who asks for the move: a member of staff (the record, the form) or the application workflow. */
export type LeadMover = 'staff' | 'system';

const EXIT_GROUPS: readonly LeadStage['group'][] = ['archive', 'wtco'];

export function leadStageOf(name: string | null | undefined): LeadStage | undefined {
  return LEAD_STAGES.find((s) => s.name === name);
}

/** Why the move is refused, as a sentence for the person asking; null when it is allowed. */
export function leadMoveProblem(from: string | null, to: string, by: LeadMover = 'staff'): string | null {
  const target = leadStageOf(to);
  if (!target) return `${to} is not a potential-student stage.`;
  if (from === null) {
    return target.group === 'admin' && by === 'staff'
      ? `A potential student becomes ${to} when they apply; choose an earlier stage.`
      : null;
  }
  const current = leadStageOf(from);
  if (from === to) return `The potential student is already at ${to}.`;
  if (!current) return null; // a stage no longer in the catalogue may move anywhere allowed below
  if (target.group === 'admin') {
    if (by === 'staff') return `A potential student moves to ${to} through their application, not by hand.`;
    return target.name === 'Applicant' && current.name === 'Student'
      ? 'A student does not go back to being an applicant.'
      : null;
  }
  if (EXIT_GROUPS.includes(target.group)) return null;
  if (current.group === 'admin') {
    return `An ${current.name.toLowerCase()} leaves that stage only for an archive or mailing-list stage.`;
  }
  if (target.order <= current.order) {
    return `Stages move forward only: ${to} comes before ${from}. Choose a later stage or an archive stage.`;
  }
  return null;
}

/** The stages a member of staff may move a lead at `from` to, in the catalogue's order. */
export function leadMovesFrom(from: string | null): LeadStageName[] {
  return LEAD_STAGES.filter((s) => leadMoveProblem(from, s.name, 'staff') === null).map((s) => s.name);
}
