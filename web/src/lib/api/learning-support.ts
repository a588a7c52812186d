import type { LearningSupportView } from '@collegium/domain/student-forms/schemas';

// A student's learning-support need as the server sends it (My Students and the student record).
export type LearningSupportNeed = LearningSupportView;
