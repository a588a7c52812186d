/** What every tab of the student record page that this folder writes takes. */
export interface StudentTabProps {
  studentId: number;
  /** Where the calls live: `students/{id}` (the default) or a tutor's `mystudents/{id}`. */
  basePath?: string;
}
