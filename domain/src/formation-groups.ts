import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Issue 20, feature `formation-groups`: formation (pastoral) groups of an academic year, each led
// by a member of faculty; registry keeps the groups and their students, a leader sees their groups,
// a student their group and its leader.

const year = z.coerce
  .number({ error: 'Give the academic year, e.g. 2026.' })
  .int('Give the academic year, e.g. 2026.')
  .min(2000, 'Give the academic year, e.g. 2026.')
  .max(2100, 'Give the academic year, e.g. 2026.');
const id = (what: string) =>
  z.coerce
    .number({ error: `Give ${what}.` })
    .int(`Give ${what}.`)
    .positive(`Give ${what}.`)
    .max(2_147_483_647);

export const formationGroupsQuery = z.object({ academicYear: year.optional() });

/** POST /formation-groups and PUT /formation-groups/:id. */
export const formationGroupInput = z.object({
  academicYear: year,
  name: z
    .string({ error: 'Give the group a name.' })
    .trim()
    .min(1, 'Give the group a name.')
    .max(80, 'A group name has at most 80 characters.'),
  leaderId: id('the group leader'),
});
export type FormationGroupInput = z.infer<typeof formationGroupInput>;

/** POST /formation-groups/:id/members: students by partner id (the number registry works with). */
export const formationMembersInput = z.object({
  partnerIds: z
    .array(id('a partner id'), { error: 'Give at least one partner id.' })
    .min(1, 'Give at least one partner id.')
    .max(100, 'Add at most 100 students at a time.'),
});
export type FormationMembersInput = z.infer<typeof formationMembersInput>;

const person = z.object({ id: z.number(), name: z.string(), email: z.string().nullable() });
const member = z.object({ studentId: z.number(), name: z.string(), partnerId: z.number() });

export const formationGroupView = z.object({
  id: z.number(),
  academicYear: z.number(),
  name: z.string(),
  leader: person,
  members: z.array(member),
});
export type FormationGroupView = z.infer<typeof formationGroupView>;

/** GET /formation-groups: a year's groups, the faculty who may lead, what the caller may do. */
export const formationGroupsView = z.object({
  academicYear: z.number(),
  groups: z.array(formationGroupView),
  leaders: z.array(z.object({ id: z.number(), name: z.string() })),
  abilities: abilitiesSchema('formationGroups'),
});
export type FormationGroupsView = z.infer<typeof formationGroupsView>;

/** GET /formation-groups/led: the groups the signed-in member of faculty leads this year. */
export const ledGroupsView = z.object({ academicYear: z.number(), groups: z.array(formationGroupView) });
export type LedGroupsView = z.infer<typeof ledGroupsView>;

/** GET /forms/student/formation-group: the student's group this year and its leader, or null. */
export const ownFormationGroupView = z.object({
  academicYear: z.number(),
  group: z.object({ name: z.string(), leader: person }).nullable(),
});
export type OwnFormationGroupView = z.infer<typeof ownFormationGroupView>;
