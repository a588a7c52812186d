import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Feature `badges` (spec 1 "badges report"; issue 20): awards of recognition staff define
// (completed residentials, study-skills modules, safeguarding training...) and grant to
// students, at most once each; a report lists the awards with Excel export; the student sees
// theirs in the portal.

export const badgeSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  retired: z.boolean(),
  version: z.number(),
  awards: z.number(),
});
export type Badge = z.infer<typeof badgeSchema>;

export const badgeListSchema = z.object({ badges: z.array(badgeSchema), abilities: abilitiesSchema('badges') });
export type BadgeList = z.infer<typeof badgeListSchema>;

const name = z
  .string({ error: 'Give the badge a name.' })
  .trim()
  .min(1, 'Give the badge a name.')
  .max(80, 'Keep the name to 80 characters.');
const description = z.string().trim().max(500, 'Keep the description to 500 characters.').default('');

export const badgeInputSchema = z.strictObject({ name, description });
export const badgeEditSchema = z.strictObject({
  name,
  description,
  retired: z.boolean({ error: 'Say whether the badge is retired.' }),
  version: z.number().int().positive(),
});
export type BadgeInput = z.infer<typeof badgeInputSchema>;
export type BadgeEdit = z.infer<typeof badgeEditSchema>;

const day = z
  .string({ error: 'Give the date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD.')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'Give a real date.',
    },
  );

export const grantInputSchema = z.strictObject({
  /** The students by partner id (as staff read them off lists and records). */
  partnerIds: z
    .array(z.number().int().positive(), { error: 'Give the students’ partner ids.' })
    .min(1, 'Give at least one partner id.')
    .max(500, 'Grant to at most 500 students at once.'),
  awardedOn: day,
  note: z.string().trim().max(300, 'Keep the note to 300 characters.').optional(),
});
export type GrantInput = z.infer<typeof grantInputSchema>;

export const grantResultSchema = z.object({ granted: z.number(), alreadyHeld: z.number() });
export type GrantResult = z.infer<typeof grantResultSchema>;

export const awardRowSchema = z.object({
  id: z.number(),
  badgeId: z.number(),
  badge: z.string(),
  studentId: z.number(),
  partnerId: z.number(),
  studentName: z.string(),
  programmeCode: z.string().nullable(),
  awardedOn: z.string(),
  awardedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type AwardRow = z.infer<typeof awardRowSchema>;

export const awardListSchema = z.object({
  items: z.array(awardRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AwardList = z.infer<typeof awardListSchema>;

export const myBadgesSchema = z.object({
  badges: z.array(z.object({ name: z.string(), description: z.string(), awardedOn: z.string() })),
});
export type MyBadges = z.infer<typeof myBadgesSchema>;
