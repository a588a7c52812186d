// spec 9: credits a student takes per programme level.
export const CREDITS_PER_LEVEL = 120;

export interface ProgrammeYearsInput {
  programme: string;
  /** Total credits of the programme. */
  credits: number;
  /** Study pace: 'FT' is full time; 'PT' and 'Extended' are not. */
  pace: string | null | undefined;
}

// spec 9: MA is 1 year full time and 2 otherwise; other full-time programmes take credits/120
// years, the rest credits/60, both rounded down.
export function programmeYears({ programme, credits, pace }: ProgrammeYearsInput): number {
  const fullTime = pace === 'FT';
  if (programme === 'MA') return fullTime ? 1 : 2;
  return Math.floor(credits / (fullTime ? CREDITS_PER_LEVEL : CREDITS_PER_LEVEL / 2));
}
