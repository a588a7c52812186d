import { z } from 'zod';
import type { IntentionsStatus } from './intentions.ts';
import { CREDITS_PER_LEVEL } from './programme-years.ts';

// Issue 18: which modules a student is expected to take in an enrolment session, from their
// enrolment (programme, the session's level, pace) and, for next year's session, the intention
// they stated (spec 4.2). Our reading, since the spec keeps no list of a programme's modules:
// - a programme's modules at a level are the active modules of that level whose programme is the
//   student's, none, or a programme nested in it (all its levels are the student's programme's
//   levels: CertHE's level-4 modules belong to DipHE and BTh, PGCert's to the MA);
// - a module the student already holds a place on in another session (one that counts: not
//   Withdrawn or Failed) is not expected again;
// - a year's credits follow spec 9's years: 120 full time, 60 otherwise, never more than the
//   level has left of its 120;
// - the intention speaks for the next academic year only: "Continue to dissertation" expects the
//   7Diss modules, "Interrupt studies", "Withdraw" and "Finish with exit award" expect none, and a
//   Required intention not yet stated (the last year of CertHE or PGDip) expects none until it is.

export interface CurriculumModule {
  id: number;
  code: string;
  title: string;
  credits: number;
  level: string;
  /** The programme the module is taught for (null: any). */
  programme: string | null;
  active: boolean;
}

export interface ExpectationInput {
  /** The engagement's programme code and pace (spec 5: PT, FT, Extended). */
  programme: string;
  pace: string | null;
  /** The session's level (else the engagement's). */
  level: string | null;
  /** Whether the session is the academic year after the current one, the year an intention is for. */
  nextYear: boolean;
  /** The stated intention (INTENTION_CHOICES) and the rule's status (spec 4.2). */
  intention: string | null;
  intentionsStatus: IntentionsStatus | null;
  /** Each programme's levels (System data), to tell programmes nested in the student's. */
  programmeLevels: Readonly<Record<string, readonly string[]>>;
  modules: readonly CurriculumModule[];
  /** Modules with a counting place in another session. */
  taken: ReadonlySet<number>;
  /** Credits of counting places at the level in other sessions. */
  creditsAtLevel: number;
}

export interface Expectation {
  /** The level the modules are expected at (null when none are). */
  level: string | null;
  /** Why these modules (or none), in a sentence. */
  reason: string;
  modules: CurriculumModule[];
  /** Credits the session is expected to take. */
  credits: number;
}

/** Intentions after which nothing is taught next year. */
const STOPPING: Record<string, string> = {
  'Interrupt studies': 'intends to interrupt their studies',
  Withdraw: 'intends to withdraw',
  'Finish with exit award': 'intends to finish with the exit award',
};

/** Whether a module of `moduleProgramme` belongs to `programme` (itself, any, or nested in it). */
export function belongsTo(
  moduleProgramme: string | null,
  programme: string,
  levels: Readonly<Record<string, readonly string[]>>,
): boolean {
  if (moduleProgramme === null || moduleProgramme === programme) return true;
  const inner = levels[moduleProgramme] ?? [];
  const outer = levels[programme] ?? [];
  return inner.length > 0 && inner.every((l) => outer.includes(l));
}

/** spec 9: a full-time year takes a level's 120 credits, any other pace half of them. */
export function yearCredits(pace: string | null): number {
  return pace === 'FT' ? CREDITS_PER_LEVEL : CREDITS_PER_LEVEL / 2;
}

export function expectedModules(input: ExpectationInput): Expectation {
  const none = (reason: string): Expectation => ({ level: null, reason, modules: [], credits: 0 });
  const stated = input.nextYear ? input.intention : null;
  if (stated !== null && STOPPING[stated]) return none(`The student ${STOPPING[stated]}: no modules are expected.`);
  if (input.nextYear && input.intention === null && input.intentionsStatus === 'Required')
    return none('The intention for this year is required and not yet stated: no modules are expected until it is.');
  const level = stated === 'Continue to dissertation' ? '7Diss' : input.level;
  if (level === null) return none('The session has no level: no modules are expected.');
  const modules = input.modules
    .filter(
      (m) =>
        m.active &&
        m.level === level &&
        !input.taken.has(m.id) &&
        belongsTo(m.programme, input.programme, input.programmeLevels),
    )
    .sort((a, b) => a.code.localeCompare(b.code));
  const left = level === '7Diss' ? Infinity : Math.max(0, CREDITS_PER_LEVEL - input.creditsAtLevel);
  const credits = Math.min(
    modules.reduce((sum, m) => sum + m.credits, 0),
    level === '7Diss' ? Infinity : yearCredits(input.pace),
    left,
  );
  const why = [
    `${input.programme} level ${level}, ${input.pace ?? 'pace not set'}: ${credits} credits of the level's modules not yet taken`,
    stated === 'Change pace' ? 'the student intends to change pace, so confirm the credits with them' : null,
    stated === 'Continue to dissertation' ? 'the student intends to continue to the dissertation' : null,
  ];
  return { level, reason: `${why.filter(Boolean).join('; ')}.`, modules, credits };
}

/**
 * The expected modules to place, in order, after those already placed this session: each that
 * fits in the session's expected credits (a module that would go over is left for registry).
 */
export function modulesToPlace<M extends { credits: number }>(
  expected: number,
  placedCredits: number,
  open: readonly M[],
): M[] {
  const chosen: M[] = [];
  let credits = placedCredits;
  for (const m of open) {
    if (credits + m.credits > expected) continue;
    chosen.push(m);
    credits += m.credits;
  }
  return chosen;
}

/** An expected module on the Modules tab: placed or not, and the instance that teaches it. */
export const expectedModule = z.object({
  moduleId: z.number(),
  moduleCode: z.string(),
  moduleTitle: z.string(),
  credits: z.number(),
  /** Placed on it this session. */
  placed: z.boolean(),
  /** The instance of the session's year at the student's hub, null when none is planned. */
  instanceId: z.number().nullable(),
  hub: z.string().nullable(),
});
export type ExpectedModule = z.infer<typeof expectedModule>;

export const sessionExpectation = z.object({
  level: z.string().nullable(),
  reason: z.string(),
  /** Credits the session is expected to take. */
  credits: z.number(),
  /** Credits of the places the session already holds that count (not failed or withdrawn). */
  placedCredits: z.number(),
  modules: z.array(expectedModule),
});
export type SessionExpectation = z.infer<typeof sessionExpectation>;

/** POST {api}/students/:id/modules/place-expected: the session whose expected modules to place. */
export const placeExpectedInput = z.strictObject({ sessionId: z.number().int().positive() });

export const placeExpectedResponse = z.object({
  placed: z.array(z.object({ moduleCode: z.string(), hub: z.string() })),
  refused: z.array(z.object({ moduleCode: z.string(), reason: z.string() })),
});
export type PlaceExpectedResult = z.infer<typeof placeExpectedResponse>;

/** A student on the instance's Students tab who is expected on its module but not placed. */
export const expectedStudent = z.object({
  studentId: z.number(),
  partnerId: z.number(),
  name: z.string(),
  programme: z.string(),
  level: z.string(),
});
export type ExpectedStudent = z.infer<typeof expectedStudent>;
