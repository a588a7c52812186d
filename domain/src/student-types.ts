// spec 9: the kind of student (an Ordinand is training for ordination; LLM is licensed lay ministry).
export const STUDENT_TYPES = ['Independent', 'Ordinand', 'LLM'] as const;
export type StudentType = (typeof STUDENT_TYPES)[number];

// spec 9: the award a student leaves with. Stored values are kept exactly as the spec writes
// them ('Bth', 'Mth'), since existing records hold them.
export const EXIT_AWARDS = ['CertHE (App)', 'CertHE', 'Bth', 'BA', 'DipHE', 'PGCert', 'PGDip', 'Mth', 'MA'] as const;
export type ExitAward = (typeof EXIT_AWARDS)[number];

// Issue 19: the awards as they are written ('BTh', not the stored 'Bth'): what every screen shows.
export const EXIT_AWARD_LABELS: Readonly<Record<ExitAward, string>> = {
  'CertHE (App)': 'CertHE (App)',
  CertHE: 'CertHE',
  Bth: 'BTh',
  BA: 'BA',
  DipHE: 'DipHE',
  PGCert: 'PGCert',
  PGDip: 'PGDip',
  Mth: 'MTh',
  MA: 'MA',
};

/** An exit award's label; a value System data added since shows as it is. */
export function exitAwardLabel(code: string | null | undefined): string {
  if (!code) return '';
  return Object.hasOwn(EXIT_AWARD_LABELS, code) ? EXIT_AWARD_LABELS[code as ExitAward] : code;
}
