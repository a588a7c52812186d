import { DISSERTATION_STAGES, type DissertationStage } from './dissertation.ts';

// Which stage a dissertation may move to next (spec 4.6 lists the stages; the moves are ours,
// docs/api-contract.md "Dissertations"):
// - forward one stage at a time along the path (Deferred is a pause, not a step of the path);
// - back one stage, to correct a slip, except back from Submitted while marking tasks are done;
// - to Deferred from any stage before Submitted, and from Deferred back to the stage it paused
//   at (any stage before Submitted when that stage is not known).

export const DEFERRED: DissertationStage = 'Deferred';
export const SUBMITTED: DissertationStage = 'Submitted';

/** The stages in the order a dissertation normally passes through them (no Deferred). */
export const DISSERTATION_PATH: readonly DissertationStage[] = DISSERTATION_STAGES.filter((s) => s !== DEFERRED);

/** The stages before the student submits: the only ones a dissertation can be deferred from. */
export const STAGES_BEFORE_SUBMISSION: readonly DissertationStage[] = DISSERTATION_PATH.slice(
  0,
  DISSERTATION_PATH.indexOf(SUBMITTED),
);

export function isDissertationStage(stage: string): stage is DissertationStage {
  return (DISSERTATION_STAGES as readonly string[]).includes(stage);
}

function beforeSubmission(stage: string | null | undefined): stage is DissertationStage {
  return (STAGES_BEFORE_SUBMISSION as readonly string[]).includes(stage ?? '');
}

export interface DissertationPosition {
  stage: string;
  /** The stage it was deferred from, while Deferred (null when not recorded). */
  deferredFrom?: string | null;
  /** How many marking tasks are done. */
  tasksDone?: number;
}

/** The stages it may move to now: forward first, then Deferred, then back. */
export function dissertationMoves({ stage, deferredFrom, tasksDone = 0 }: DissertationPosition): DissertationStage[] {
  if (stage === DEFERRED) return beforeSubmission(deferredFrom) ? [deferredFrom] : [...STAGES_BEFORE_SUBMISSION];
  const at = (DISSERTATION_PATH as readonly string[]).indexOf(stage);
  if (at < 0) return [];
  const moves: DissertationStage[] = [];
  const next = DISSERTATION_PATH[at + 1];
  if (next) moves.push(next);
  if (beforeSubmission(stage)) moves.push(DEFERRED);
  const previous = DISSERTATION_PATH[at - 1];
  if (previous && !(stage === SUBMITTED && tasksDone > 0)) moves.push(previous);
  return moves;
}

/** Why a move is refused, in words for the registry; null when it is allowed. */
export function dissertationMoveProblem(position: DissertationPosition, to: string): string | null {
  if (!isDissertationStage(to)) return `${to} is not a dissertation stage.`;
  if (to === position.stage) return `The dissertation is already at ${to}.`;
  const moves = dissertationMoves(position);
  if (moves.includes(to)) return null;
  if (position.stage === SUBMITTED && to === DISSERTATION_PATH[DISSERTATION_PATH.indexOf(SUBMITTED) - 1]) {
    return 'Untick the marking tasks before moving the dissertation back from Submitted.';
  }
  if (to === DEFERRED) return 'Only a dissertation not yet submitted can be deferred.';
  if (moves.length === 0) return `A dissertation at ${position.stage} cannot move.`;
  return `From ${position.stage} the dissertation can move only to ${listInWords(moves)}.`;
}

/** spec 4.6's tasks are the marking and award work: they can be ticked once it is submitted. */
export function canTickDissertationTasks(stage: string): boolean {
  return (DISSERTATION_PATH as readonly string[]).indexOf(stage) >= DISSERTATION_PATH.indexOf(SUBMITTED);
}

/** The step of the path to show as current: a deferred dissertation shows where it paused. */
export function dissertationPathStep({ stage, deferredFrom }: DissertationPosition): number {
  const shown = stage === DEFERRED ? (deferredFrom ?? STAGES_BEFORE_SUBMISSION[0]) : stage;
  return Math.max(0, (DISSERTATION_PATH as readonly string[]).indexOf(shown ?? ''));
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}
