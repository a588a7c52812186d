// Special-category data (UK GDPR art. 9 and 10) on a student's record (issue 11): HESA answers
// (ethnicity, religion, sexual orientation...), support declarations (disability, neurodiversity)
// and their evidence, DBS and learning support. Reading it as staff needs this right on top of
// students:view. The registry holds it (its `students` grants every students right); finance,
// admissions and the directors do not: none of their work needs these answers (hub and
// programme directors and tutors read what a student shares with tutors through My Students).
export const SPECIAL_CATEGORY_RIGHT = 'students:special';
