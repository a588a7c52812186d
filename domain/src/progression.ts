import { z } from 'zod';
import { effectiveDate, engagementVersion } from './engagement-status-change.ts';
import { programmeLevels } from './programme-levels.ts';

// Issue 18, progression and the exit award (spec 9: 120 credits per programme level; exit awards
// CertHE, DipHE, Bth, BA, PGCert, PGDip, MA). At the exam board, per student and level, the
// credits passed at the level are set against what the level needs, which gives the decision
// (progress, repeat or exit) and the award the credits so far are worth.

export const CREDITS_PER_LEVEL = 120;
export const PROGRESSION_DECISIONS = ['progress', 'repeat', 'exit'] as const;
export type ProgressionDecision = (typeof PROGRESSION_DECISIONS)[number];

/** Programme credits where System data has no programme row (spec 9: PGCert 60, PGDip 120, MA 180). */
const SPEC_CREDITS: Readonly<Record<string, number>> = { PGCert: 60, PGDip: 120, MA: 180 };

/** The levels and credits of a programme: System data's row when there is one, else spec 3 and 9. */
export function programmeShape(
  code: string,
  row: { levels: string; credits: number } | null,
): { levels: string[]; credits: number } {
  if (row) return { levels: row.levels.split(/\s+/).filter((l) => l !== ''), credits: row.credits };
  const levels = [...programmeLevels(code)];
  return { levels, credits: SPEC_CREDITS[code] ?? levels.length * CREDITS_PER_LEVEL };
}

/**
 * The credits a level needs: 120, or what is left of the programme's credits after its earlier
 * levels when that is less (PGCert 60 at level 7; the MA's dissertation, 7Diss, 60 of its 180).
 */
export function creditsNeeded(levels: readonly string[], credits: number, level: string): number {
  const at = levels.indexOf(level);
  const before = Math.max(at, 0) * CREDITS_PER_LEVEL;
  return Math.max(0, Math.min(CREDITS_PER_LEVEL, credits - before));
}

/**
 * The exit award the credits passed give (spec 9's words), or null when none. Undergraduate:
 * 120 at level 4 CertHE, and 120 at 5 DipHE, and 120 at 6 the degree (Bth for BTh, else BA).
 * Postgraduate (level 7): 60 PGCert, 120 PGDip, 180 with the dissertation MA.
 */
export function exitAward(programme: string, creditsByLevel: Readonly<Record<string, number>>): string | null {
  const at = (level: string) => creditsByLevel[level] ?? 0;
  const postgraduate = at('7') + at('7Diss');
  if (postgraduate > 0 && at('4') + at('5') + at('6') === 0) {
    if (postgraduate >= 180 && at('7Diss') > 0) return 'MA';
    if (postgraduate >= 120) return 'PGDip';
    return postgraduate >= 60 ? 'PGCert' : null;
  }
  if (at('4') < CREDITS_PER_LEVEL) return null;
  if (at('5') < CREDITS_PER_LEVEL) return 'CertHE';
  if (at('6') < CREDITS_PER_LEVEL) return 'DipHE';
  return programme === 'BTh' ? 'Bth' : 'BA';
}

export interface ProgressionInput {
  programme: string;
  /** The programme's levels in order and its credits (System data's programmes). */
  levels: readonly string[];
  programmeCredits: number;
  level: string;
  creditsByLevel: Readonly<Record<string, number>>;
}

export interface Progression {
  passed: number;
  needed: number;
  /** The level after this one, or null at the programme's last level. */
  nextLevel: string | null;
  /** Passing the last level's credits completes the programme. */
  completes: boolean;
  /** What the credits suggest: progress when the level is passed, otherwise repeat. */
  suggested: ProgressionDecision;
  exitAward: string | null;
}

export function progression(input: ProgressionInput): Progression {
  const passed = input.creditsByLevel[input.level] ?? 0;
  const needed = creditsNeeded(input.levels, input.programmeCredits, input.level);
  const at = input.levels.indexOf(input.level);
  const nextLevel = at >= 0 && at < input.levels.length - 1 ? (input.levels[at + 1] ?? null) : null;
  const done = passed >= needed;
  return {
    passed,
    needed,
    nextLevel,
    completes: done && nextLevel === null,
    suggested: done ? 'progress' : 'repeat',
    exitAward: exitAward(input.programme, input.creditsByLevel),
  };
}

/** Why a decision cannot be taken, or null: progress needs the level's credits passed. */
export function decisionRefusal(decision: ProgressionDecision, p: Progression): string | null {
  if (decision === 'progress' && p.passed < p.needed)
    return `Only ${p.passed} of the ${p.needed} credits this level needs are passed: the student cannot progress.`;
  if (decision === 'exit' && p.exitAward === null)
    return 'The credits passed give no exit award yet; record repeat, or withdraw the student from the record.';
  return null;
}

/** GET {api}/engagements/:id/progression */
export const progressionView = z.object({
  engagementId: z.number(),
  programme: z.string(),
  status: z.string(),
  level: z.string().nullable(),
  version: z.number(),
  exitAward: z.string().nullable(),
  levels: z.array(z.object({ level: z.string(), passed: z.number(), needed: z.number() })),
  /** Null when the engagement has no level on its programme. */
  current: z
    .object({
      passed: z.number(),
      needed: z.number(),
      nextLevel: z.string().nullable(),
      completes: z.boolean(),
      suggested: z.enum(PROGRESSION_DECISIONS),
      exitAward: z.string().nullable(),
    })
    .nullable(),
  /** The decisions recorded, newest first. */
  decisions: z.array(
    z.object({ academicYear: z.number(), level: z.string(), decision: z.string(), exitAward: z.string().nullable() }),
  ),
});
export type ProgressionView = z.infer<typeof progressionView>;

/** POST {api}/engagements/:id/progression: the exam board's decision for the engagement's level. */
export const progressionDecisionInput = z.strictObject({
  decision: z.enum(PROGRESSION_DECISIONS, { error: 'Choose progress, repeat or exit.' }),
  effectiveDate,
  version: engagementVersion,
});
export type ProgressionDecisionInput = z.infer<typeof progressionDecisionInput>;
