// spec 4.6: the stages of a dissertation, in the order it passes through them.
export const DISSERTATION_STAGES = [
  'Invoiced',
  'Supervisor agreed',
  'Proposal received',
  'Proposal approved',
  'Deferred',
  'Submitted',
  'Marked',
  'Sent to board',
  'Awarded',
] as const;
export type DissertationStage = (typeof DISSERTATION_STAGES)[number];

// spec 4.6: the marking and award tasks tracked on a dissertation.
export const DISSERTATION_TASKS = [
  '1st markers marks',
  '2nd markers marks',
  'Double marking sheet',
  'Student feedback',
  'PDF for student',
  'Sent to student',
  'Post-award communications',
] as const;
export type DissertationTask = (typeof DISSERTATION_TASKS)[number];

/** Position of a stage in the sequence (0-based), or -1 for an unknown stage. */
export function dissertationStageIndex(stage: string): number {
  return (DISSERTATION_STAGES as readonly string[]).indexOf(stage);
}
