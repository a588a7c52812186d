// Day arithmetic on instants: a link that lasts N days, a retry tomorrow. A day here is 24 hours of
// UTC time (no calendar or daylight-saving rule applies to an expiry instant).

export const DAY_MS = 86_400_000;

/** The instant `days` days (of 24 hours) after `instant`; negative goes back. */
export function daysAfter(instant: Date | number, days: number): Date {
  return new Date((typeof instant === 'number' ? instant : instant.getTime()) + days * DAY_MS);
}
