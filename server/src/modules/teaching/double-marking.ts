import { doubleMarkingProblem, type MarkInput } from '@collegium/domain/marking';

// Issue 18, double marking: what a saved cell writes besides its date and mark (the first and
// second marks, who gave each, the moderation note), and why it cannot be saved.

/** The submission columns a marking-grid cell is read and saved from. */
export const CELL_COLUMNS = [
  'assignment_id',
  'engagement_id',
  'submitted_on',
  'mark',
  'version',
  'first_mark',
  'second_mark',
  'first_marker_user_id',
  'second_marker_user_id',
  'moderation_note',
] as const;

export interface StoredMarks {
  submitted_on: string | null;
  mark: number | null;
  first_mark: number | null;
  second_mark: number | null;
  first_marker_user_id: number | null;
  second_marker_user_id: number | null;
  moderation_note: string | null;
}

export const EMPTY: StoredMarks = {
  submitted_on: null,
  mark: null,
  first_mark: null,
  second_mark: null,
  first_marker_user_id: null,
  second_marker_user_id: null,
  moderation_note: null,
};

/** The row a cell leaves, from what is stored and what the cell says (left out: unchanged). */
export function nextMarks(old: StoredMarks | undefined, c: MarkInput, markerUserId: number): StoredMarks {
  const was = old ?? EMPTY;
  const first = c.firstMark === undefined ? was.first_mark : c.firstMark;
  const second = c.secondMark === undefined ? was.second_mark : c.secondMark;
  const note = c.moderationNote === undefined ? was.moderation_note : c.moderationNote || null;
  return {
    submitted_on: c.submittedOn,
    mark: c.mark,
    first_mark: first,
    second_mark: second,
    first_marker_user_id: first === was.first_mark ? was.first_marker_user_id : first === null ? null : markerUserId,
    second_marker_user_id:
      second === was.second_mark ? was.second_marker_user_id : second === null ? null : markerUserId,
    moderation_note: note,
  };
}

export const sameMarks = (a: StoredMarks, b: StoredMarks) =>
  (Object.keys(EMPTY) as (keyof StoredMarks)[]).every((k) => a[k] === b[k]);

/** The 422 detail of cell `i`, or null: double marking on a module marked once, or its rules. */
export function doubleMarkingDetail(
  i: number,
  c: MarkInput,
  doubleMarked: boolean,
  old: StoredMarks | undefined,
  next: StoredMarks,
): { param: string; message: string } | null {
  if (!doubleMarked) {
    const given = (['firstMark', 'secondMark', 'moderationNote'] as const).find(
      (k) => c[k] !== undefined && c[k] !== null,
    );
    return given ? { param: `cells.${i}.${given}`, message: 'This module is not double marked.' } : null;
  }
  const was = old ?? EMPTY;
  const markersChanged = next.first_mark !== was.first_mark || next.second_mark !== was.second_mark;
  const problem = doubleMarkingProblem({
    firstMark: next.first_mark,
    secondMark: next.second_mark,
    mark: next.mark !== was.mark ? next.mark : null,
    firstMarkerId: markersChanged ? next.first_marker_user_id : null,
    secondMarkerId: markersChanged ? next.second_marker_user_id : null,
  });
  return problem ? { param: `cells.${i}.${problem.field}`, message: problem.message } : null;
}
