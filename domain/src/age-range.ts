// spec 9: the age bands used in student reports.
export const AGE_RANGES = ['18-25', '26-35', '36-45', '46-55', '56-65', '65+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

// spec 9: the band of an age in whole years. The spec's bands overlap at 65; 65 belongs to
// '56-65' (its upper bound, like every other band) and '65+' starts at 66. Under 18 (or no age)
// has no band: a college registry reports under-18s separately for safeguarding.
export function ageRange(age: number | null | undefined): AgeRange | undefined {
  if (age === null || age === undefined || !Number.isFinite(age)) return undefined;
  const years = Math.floor(age);
  if (years < 18) return undefined;
  if (years <= 25) return '18-25';
  if (years <= 35) return '26-35';
  if (years <= 45) return '36-45';
  if (years <= 55) return '46-55';
  if (years <= 65) return '56-65';
  return '65+';
}
