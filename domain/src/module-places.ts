import { z } from 'zod';
import { CREDITS_PER_LEVEL } from './programme-years.ts';

// Issue 18: registry places students on a module instance for a session, one by one or a whole
// cohort (programme, level, hub) at once. Each student is checked on their own; those refused are
// listed with the reason and the others placed.

/** spec 4.2: the engagement statuses that study modules (a future engagement's Starting included). */
export const PLACEABLE_STATUSES = ['Current', 'Starting'] as const;

/** Outcomes whose credits do not count towards the level's 120 (spec 9): they were never gained. */
export const UNCOUNTED_OUTCOMES = ['Withdrawn', 'Failed'] as const;

export interface PlacementCheck {
  /** spec 4.2's engagement status. */
  status: string;
  /** The engagement's programme level (spec 3). */
  level: string | null;
  /** Whether the engagement has a session in the instance's academic year. */
  hasSession: boolean;
  alreadyPlaced: boolean;
  /**
   * The hub of another instance of the same module in the same academic year on which the student
   * already holds a place (a Withdrawn place does not count), or null.
   */
  placedElsewhere: string | null;
  /** The module's level and credits. */
  moduleLevel: string;
  moduleCredits: number;
  /** Credits of the engagement's other places at the module's level (outcomes that count). */
  creditsAtLevel: number;
  /** Students on the instance before this one, and its capacity (null: no limit). */
  placed: number;
  capacity: number | null;
  /** The instance's academic year, as shown (2026/27). */
  year: string;
}

/** Why this student cannot be placed, or null when they can. */
export function placementRefusal(c: PlacementCheck): string | null {
  if (c.alreadyPlaced) return 'Already placed on this instance.';
  if (c.placedElsewhere !== null)
    return `Already placed on this module in ${c.year} at ${c.placedElsewhere}: one place per module a year.`;
  if (!(PLACEABLE_STATUSES as readonly string[]).includes(c.status)) return `The engagement is ${c.status}.`;
  if (c.level !== c.moduleLevel)
    return `Studies at level ${c.level ?? 'unknown'}; the module is at level ${c.moduleLevel}.`;
  if (!c.hasSession) return `Has no ${c.year} session.`;
  const total = c.creditsAtLevel + c.moduleCredits;
  if (total > CREDITS_PER_LEVEL)
    return `Would have ${total} credits at level ${c.moduleLevel}; a level has ${CREDITS_PER_LEVEL}.`;
  if (c.capacity !== null && c.placed >= c.capacity)
    return `The instance is full (${c.capacity} ${c.capacity === 1 ? 'place' : 'places'}).`;
  return null;
}

const ids = z.array(z.number().int().positive()).min(1, 'Name at least one student.').max(500);

/** POST {api}/module-instances/:id/places: some students (by id or partner id), or a cohort. */
export const placesInput = z
  .strictObject({
    studentIds: ids.optional(),
    /** Partner ids as the registry reads them off a list (spec 3). */
    partnerIds: ids.optional(),
    /** Every Current or Starting student of the programme at the level and hub. */
    cohort: z
      .strictObject({
        programme: z.string().min(1, 'Choose a programme.'),
        level: z.string().min(1, 'Choose a level.'),
        hub: z.string().min(1, 'Choose a hub.'),
      })
      .optional(),
  })
  .refine((v) => [v.studentIds, v.partnerIds, v.cohort].filter((x) => x !== undefined).length === 1, {
    message: 'Name the students (studentIds or partnerIds) or a cohort, one of them.',
  });
export type PlacesInput = z.infer<typeof placesInput>;

const named = z.object({ studentId: z.number().nullable(), name: z.string() });

export const placesResponse = z.object({
  placed: z.array(named),
  refused: z.array(named.extend({ reason: z.string() })),
});
export type PlacesResult = z.infer<typeof placesResponse>;
