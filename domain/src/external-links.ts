import { z } from 'zod';

// Feature `externalLink` (spec 1, 2.7; issue 20): administrators add links to other systems (the
// VLE, the chapel rota, the library catalogue...) to the staff or the student menu. Each link is
// system data: a title, an icon from the menu's set, an http(s) address, the audience whose menu
// shows it and its place in the list. An external link opens in a new tab (spec 2.7).

export const EXTERNAL_LINK_AUDIENCES = ['staff', 'student'] as const;
export type ExternalLinkAudience = (typeof EXTERNAL_LINK_AUDIENCES)[number];

/** The icons a link may carry (each is in the web's menu icon set). */
export const EXTERNAL_LINK_ICONS = [
  'Link',
  'MenuBook',
  'School',
  'Description',
  'Assignment',
  'Groups',
  'SupportAgent',
  'EmojiEvents',
  'Payments',
  'Dashboard',
] as const;
export type ExternalLinkIcon = (typeof EXTERNAL_LINK_ICONS)[number];

export const externalLinkSchema = z.object({
  id: z.number(),
  title: z.string(),
  icon: z.enum(EXTERNAL_LINK_ICONS),
  url: z.string(),
  audience: z.enum(EXTERNAL_LINK_AUDIENCES),
  position: z.number(),
  version: z.number(),
});
export type ExternalLink = z.infer<typeof externalLinkSchema>;

export const externalLinkListSchema = z.object({ links: z.array(externalLinkSchema) });
export type ExternalLinkList = z.infer<typeof externalLinkListSchema>;

/** What the signed-in user's menu shows: the links of their audience (staff, student or both). */
export const menuLinkSchema = z.object({ id: z.number(), title: z.string(), icon: z.string(), url: z.string() });
export const menuLinksSchema = z.object({ links: z.array(menuLinkSchema) });
export type MenuLinks = z.infer<typeof menuLinksSchema>;

const url = z
  .string({ error: 'Give the address.' })
  .trim()
  .min(1, 'Give the address.')
  .max(500, 'Keep the address to 500 characters.')
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?([/?#][^\s]*)?$/i, 'Give a full web address starting with https://.');

export const externalLinkInputSchema = z.strictObject({
  title: z
    .string({ error: 'Give the title.' })
    .trim()
    .min(1, 'Give the title.')
    .max(60, 'Keep the title to 60 characters.'),
  icon: z.enum(EXTERNAL_LINK_ICONS, { error: 'Choose an icon from the list.' }),
  url,
  audience: z.enum(EXTERNAL_LINK_AUDIENCES, { error: 'Choose staff or student.' }),
  /** 1-based place among the audience's links; omitted on add: at the end. */
  position: z
    .number({ error: 'Give the place as a number.' })
    .int()
    .min(1, 'Give a place of 1 or more.')
    .max(999)
    .optional(),
});
export type ExternalLinkInput = z.infer<typeof externalLinkInputSchema>;

export const externalLinkEditSchema = externalLinkInputSchema.extend({
  /** The version read: a change made meanwhile is refused (409). */
  version: z.number().int().positive(),
});
export type ExternalLinkEdit = z.infer<typeof externalLinkEditSchema>;
