/** A timeline entry's detail: the parts given, joined with a middle dot; null when none is. */
export const joined = (...parts: (string | null | undefined)[]): string | null =>
  parts.filter((p) => p).join(' · ') || null;
