import { apiUrl } from '../config.ts';

/** The URL of a student's photo; `version` (the stored file's id) lets the browser keep it. */
export function photoUrl(studentId: number, version: number | null): string | null {
  return version === null ? null : `${apiUrl(`students/${studentId}/photo`)}?v=${version}`;
}
