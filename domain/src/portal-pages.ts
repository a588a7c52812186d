import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Issue 5, spec 2.6: the content pages of the student forms area and the staff knowledge base
// come from portal pages, each found by its path key. Staff edit them at admin/portalpages.

export const PAGE_CATEGORIES = ['Student', 'ITSupport', 'StudentSupport', 'KB'] as const;
export type PageCategory = (typeof PAGE_CATEGORIES)[number];

export const PAGE_CATEGORY_LABELS: Readonly<Record<PageCategory, string>> = {
  Student: 'Student pages',
  ITSupport: 'IT Support',
  StudentSupport: 'Student Support',
  KB: 'Knowledge base',
};

/** The student pages of spec 2.6 that show a portal page, keyed by their route under /forms. */
export const STUDENT_PAGE_KEYS = [
  'course',
  'studyskills',
  'hub',
  'chester',
  'wellbeing',
  'policies',
  'help',
  'student-support-introduction',
  'student-support-faqs',
] as const;
export type StudentPageKey = (typeof STUDENT_PAGE_KEYS)[number];

/** IT Support pages live at /forms/itsupport/{name}, path key `itsupport/{name}`. */
export const IT_SUPPORT_PREFIX = 'itsupport/';
/** Knowledge base articles: path key `kb/{name}`. */
export const KB_PREFIX = 'kb/';

/** Lower-case words of letters and digits joined by hyphens, optionally one `prefix/` segment. */
export const PATH_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** The category a path key must have (null when any category other than the reserved ones fits). */
export function categoryForPathKey(pathKey: string): PageCategory | null {
  if (pathKey.startsWith(IT_SUPPORT_PREFIX)) return 'ITSupport';
  if (pathKey.startsWith(KB_PREFIX)) return 'KB';
  if (pathKey.startsWith('student-support-')) return 'StudentSupport';
  if ((STUDENT_PAGE_KEYS as readonly string[]).includes(pathKey)) return 'Student';
  return null;
}

export const pageContent = z.object({
  title: z.string({ error: 'Enter a title.' }).trim().min(1, 'Enter a title.').max(150, 'Use at most 150 characters.'),
  /** Markdown. Raw HTML is shown as text, never run; links may be http(s), mailto or relative. */
  body: z
    .string({ error: 'Enter the page text.' })
    .trim()
    .min(1, 'Enter the page text.')
    .max(50_000, 'Use at most 50,000 characters.'),
});

const pathKeyField = z
  .string({ error: 'Enter a path key.' })
  .trim()
  .min(1, 'Enter a path key.')
  .max(100, 'Use at most 100 characters.')
  .regex(PATH_KEY, 'Use lower-case letters, digits and hyphens, with at most one "/", like itsupport/email.');

const categoryField = z.enum(PAGE_CATEGORIES, { error: `Choose one of: ${PAGE_CATEGORIES.join(', ')}.` });

export const createPageBody = pageContent
  .extend({
    pathKey: pathKeyField,
    category: categoryField,
    published: z.boolean({ error: 'Say whether the page is published.' }),
  })
  .superRefine((v, ctx) => {
    const wanted = categoryForPathKey(v.pathKey);
    if (wanted !== null && wanted !== v.category) {
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: `A page at ${v.pathKey} belongs in ${PAGE_CATEGORY_LABELS[wanted]} (${wanted}).`,
      });
    }
    if (wanted === null && (v.category === 'ITSupport' || v.category === 'KB')) {
      const prefix = v.category === 'KB' ? KB_PREFIX : IT_SUPPORT_PREFIX;
      ctx.addIssue({
        code: 'custom',
        path: ['pathKey'],
        message: `Pages in ${PAGE_CATEGORY_LABELS[v.category]} start with ${prefix}.`,
      });
    }
  });
export type CreatePageBody = z.infer<typeof createPageBody>;

export const updatePageBody = pageContent.extend({
  published: z.boolean({ error: 'Say whether the page is published.' }),
  /** The version read; a newer one stored means someone else saved first (409). */
  version: z.number().int().positive(),
});
export type UpdatePageBody = z.infer<typeof updatePageBody>;

export const previewPageBody = z.object({ body: z.string().max(50_000, 'Use at most 50,000 characters.') });

// -- the responses (issue 12: one contract for the server routes and the web hooks) ----------------

export const portalPageListQuery = z.object({
  category: z.enum(PAGE_CATEGORIES).optional(),
  published: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
});
export type PortalPageListQuery = z.infer<typeof portalPageListQuery>;

export const portalPageSummary = z.object({
  id: z.number(),
  pathKey: z.string(),
  title: z.string(),
  category: z.enum(PAGE_CATEGORIES),
  published: z.boolean(),
  updatedAt: z.string(),
  /** Who saved it last; null while it is as installed. */
  updatedBy: z.string().nullable(),
  version: z.number(),
});
export type PortalPageSummary = z.infer<typeof portalPageSummary>;

/** The editor's list, with what the caller may do (canEdit: create and save pages). */
export const portalPageList = z.object({
  items: z.array(portalPageSummary),
  abilities: abilitiesSchema('portalPages'),
});
export type PortalPageList = z.infer<typeof portalPageList>;

export const portalPage = portalPageSummary.extend({ body: z.string() });
export type PortalPage = z.infer<typeof portalPage>;

export const pageTab = z.object({ title: z.string(), html: z.string() });
export type PageTab = z.infer<typeof pageTab>;

/** A page as readers get it: safe HTML made by the server; the Help page also has tabs. */
export const renderedPage = z.object({
  pathKey: z.string(),
  title: z.string(),
  category: z.string(),
  html: z.string(),
  tabs: z.array(pageTab),
  updatedAt: z.string(),
});
export type RenderedPage = z.infer<typeof renderedPage>;

export const itSupportPageList = z.object({ items: z.array(z.object({ pathKey: z.string(), title: z.string() })) });
export type ItSupportPageList = z.infer<typeof itSupportPageList>;

export const kbArticleSummary = z.object({
  name: z.string(),
  title: z.string(),
  excerpt: z.string(),
  updatedAt: z.string(),
});
export type KbArticleSummary = z.infer<typeof kbArticleSummary>;

export const kbArticleList = z.object({ items: z.array(kbArticleSummary) });
export type KbArticleList = z.infer<typeof kbArticleList>;

export const kbArticle = renderedPage.extend({ name: z.string() });
export type KbArticle = z.infer<typeof kbArticle>;
