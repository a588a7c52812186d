// A student's learning-support need as the server sends it (My Students and the student record).
export interface LearningSupportNeed {
  categories: string[];
  needs: string;
  adjustments: string | null;
  /** YYYY-MM-DD. */
  disclosedOn: string | null;
}
