// spec 9: the kind of student (an Ordinand is training for ordination; LLM is licensed lay ministry).
export const STUDENT_TYPES = ['Independent', 'Ordinand', 'LLM'] as const;
export type StudentType = (typeof STUDENT_TYPES)[number];

// spec 9: the award a student leaves with. Stored values are kept exactly as the spec writes
// them ('Bth', 'Mth'), since existing records hold them.
export const EXIT_AWARDS = ['CertHE (App)', 'CertHE', 'Bth', 'BA', 'DipHE', 'PGCert', 'PGDip', 'Mth', 'MA'] as const;
export type ExitAward = (typeof EXIT_AWARDS)[number];
