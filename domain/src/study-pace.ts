// spec 5, 9: study pace (part time, full time, extended).
export const STUDY_PACES = ['PT', 'FT', 'Extended'] as const;
export type StudyPace = (typeof STUDY_PACES)[number];

// spec 5: the course form and the applicant course picker offer only these.
export const COURSE_FORM_STUDY_PACES = ['PT', 'Extended'] as const satisfies readonly StudyPace[];
export type CourseFormStudyPace = (typeof COURSE_FORM_STUDY_PACES)[number];
