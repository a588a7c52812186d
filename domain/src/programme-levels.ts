// spec 3: the level values a programme can be studied at. '7Diss' is the MA dissertation stage.
export const PROGRAMME_LEVEL_VALUES = ['4', '5', '6', '7', '7Diss'] as const;
export type ProgrammeLevel = (typeof PROGRAMME_LEVEL_VALUES)[number];

// spec 3: programme levels by programme.
export const LEVELS_BY_PROGRAMME = {
  NLM: ['4', '5', '6', '7'],
  CertHE: ['4'],
  DipHE: ['4', '5'],
  BTh: ['4', '5', '6'],
  GradCert: ['6'],
  GradDip: ['6'],
  MA: ['7', '7Diss'],
  PGCert: ['7'],
  PGDip: ['7'],
} as const satisfies Record<string, readonly ProgrammeLevel[]>;

export type ProgrammeCode = keyof typeof LEVELS_BY_PROGRAMME;
export const PROGRAMME_CODES = Object.keys(LEVELS_BY_PROGRAMME) as ProgrammeCode[];

/** The levels of a programme; none for an unknown programme. */
export function programmeLevels(programme: string | null | undefined): readonly ProgrammeLevel[] {
  if (!programme || !Object.hasOwn(LEVELS_BY_PROGRAMME, programme)) return [];
  return LEVELS_BY_PROGRAMME[programme as ProgrammeCode];
}
