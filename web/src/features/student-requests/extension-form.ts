import { type ExtensionLength } from '@collegium/domain/extensions';
import {
  EVIDENCE_FILE_REQUIRED,
  extensionClosedRefusal,
  extensionRequestInput,
  extensionRequestRefusal,
  type ModulePlace,
} from '@collegium/domain/student-requests';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { EvidenceValue } from './extension-fields.tsx';

// The extension form's values and checks (issue 5): the module place and assignment chosen from
// the student's own, then the shared zod schema of the request (an evidence file for every
// length, the 500-word statement), with its messages put next to the form's fields.

export type ExtensionValues = {
  /** `engagementId/sessionId/moduleInstanceId` of the chosen module place. */
  place: string;
  assignmentId: string;
  length: ExtensionLength | '';
  lastEssayOfYear: boolean;
  reason: string;
  evidence: EvidenceValue | null;
};
type ExtensionField = keyof ExtensionValues;

export const placeKey = (p: Pick<ModulePlace, 'engagementId' | 'sessionId' | 'moduleInstanceId'>) =>
  `${p.engagementId}/${p.sessionId}/${p.moduleInstanceId}`;

export const emptyExtension = (length: ExtensionLength | ''): ExtensionValues => ({
  place: '',
  assignmentId: '',
  length,
  lastEssayOfYear: false,
  reason: '',
  evidence: null,
});

/** The request body the server takes. */
export function requestBody(v: ExtensionValues) {
  return {
    assignmentId: v.assignmentId === '' ? null : Number(v.assignmentId),
    length: v.length,
    lastEssayOfYear: v.lastEssayOfYear,
    reason: v.reason,
    evidenceFileId: v.evidence?.fileId ?? null,
  };
}

/** The server's parameter names as the form's fields. */
export const fieldOf = (param: string): ExtensionField | null =>
  param === 'evidenceFileId'
    ? 'evidence'
    : ((['assignmentId', 'length', 'lastEssayOfYear', 'reason'] as const).find((f) => f === param) ?? null);

/** Today as YYYY-MM-DD, as the server compares due dates. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** Issue 19: the assignments still open to a request (not handed in and past due). */
export function openAssignments(place: ModulePlace | undefined, today = todayIso()): ModulePlace['assignments'] {
  return (place?.assignments ?? []).filter((a) => extensionClosedRefusal(a, today) === null);
}

export const NOTHING_TO_EXTEND =
  'You have handed in every assignment of this module and their due dates have passed: there is nothing to extend.';

export function extensionResolver(places: readonly ModulePlace[]): Resolver<ExtensionValues> {
  return async (values) => {
    const errors: FieldErrors<ExtensionValues> = {};
    const place = places.find((p) => placeKey(p) === values.place);
    if (!place) errors.place = { type: 'required', message: 'Choose the module.' };
    else if (place.assignments.length > 0) {
      const assignment = place.assignments.find((a) => String(a.id) === values.assignmentId);
      const closed = assignment ? extensionClosedRefusal(assignment, todayIso()) : null;
      if (openAssignments(place).length === 0) errors.assignmentId = { type: 'refused', message: NOTHING_TO_EXTEND };
      else if (!assignment) errors.assignmentId = { type: 'required', message: 'Choose the assignment.' };
      else if (closed) errors.assignmentId = { type: 'refused', message: closed };
      else {
        // The server's rule (issue 11), on what this screen knows: the pending and approved requests.
        const refusal = extensionRequestRefusal(assignment.extensions.map((x) => x.status));
        if (refusal) errors.assignmentId = { type: 'refused', message: refusal };
      }
    }
    const parsed = extensionRequestInput.safeParse(requestBody(values));
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = fieldOf(String(issue.path[0]));
      if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    // The schema's own evidence rule waits for a length; every extension needs evidence (spec 3, 5).
    if (!values.evidence && !errors.evidence) errors.evidence = { type: 'required', message: EVIDENCE_FILE_REQUIRED };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
