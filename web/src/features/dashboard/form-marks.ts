import type { StudentStatusView } from '@collegium/domain/student-forms/schemas';
import type { RequestView } from '@collegium/domain/student-requests';
import type { FormLink } from './student-form-groups.ts';

// Issue 5: the mark beside each form on the student dashboard (done, to do, or a request still
// waiting for a decision) and the few words that sum up a group's card.

export type FormMark = 'done' | 'todo' | 'pending';

/** Where a pending request shows: on the form it was made with (extensions: where they are listed). */
const PENDING_AT: Readonly<Record<RequestView['kind'], string>> = {
  Extension: 'forms.current-extensions',
  Deferral: 'forms.deferrals',
  IoS: 'forms.interruption-of-studies',
  Withdrawal: 'forms.withdrawal',
};

/** The keys of the links that have a pending request. */
export function pendingLinkKeys(requests: readonly Pick<RequestView, 'kind' | 'status'>[]): ReadonlySet<string> {
  return new Set(requests.filter((r) => r.status === 'Pending').map((r) => PENDING_AT[r.kind]));
}

export function formMark(
  link: FormLink,
  done: StudentStatusView['done'] | undefined,
  pending: ReadonlySet<string>,
): FormMark | null {
  if (pending.has(link.key)) return 'pending';
  if (link.doneKey && done) return done[link.doneKey] ? 'done' : 'todo';
  return null;
}

/** e.g. '2 to do · 1 pending', 'All done', or nothing when the group has no marked forms. */
export function groupSummary(marks: readonly (FormMark | null)[]): string | undefined {
  const count = (m: FormMark) => marks.filter((x) => x === m).length;
  const todo = count('todo');
  const pending = count('pending');
  if (todo === 0 && pending === 0) return count('done') > 0 ? 'All done' : undefined;
  return [todo > 0 ? `${todo} to do` : '', pending > 0 ? `${pending} pending` : ''].filter(Boolean).join(' · ');
}

export const MARK_LABEL: Readonly<Record<FormMark, string>> = { done: 'Done', todo: 'To do', pending: 'Pending' };
