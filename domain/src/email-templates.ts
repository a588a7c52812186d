import { z } from 'zod';

// Issue 12: the contract of admin/emailtemplates (GET/PUT /email-templates/{key}, the list and the
// preview), shared by the server route and the web hooks.

const content = {
  /** One line; may use the template's placeholders, e.g. {{applicantName}}. */
  subject: z
    .string({ error: 'Enter a subject.' })
    .trim()
    .min(1, 'Enter a subject.')
    .max(200, 'Use at most 200 characters.'),
  /** Plain text; a blank line starts a new paragraph; web addresses become links in the HTML part. */
  body: z
    .string({ error: 'Enter the message.' })
    .trim()
    .min(1, 'Enter the message.')
    .max(20_000, 'Use at most 20,000 characters.'),
};

export const emailTemplateSaveBody = z.object({
  ...content,
  /** The version read; a newer one stored means someone else saved first (409). */
  version: z.number().int().positive(),
});
export const emailTemplatePreviewBody = z.object(content);

export const emailTemplateSummary = z.object({
  key: z.string(),
  name: z.string(),
  subject: z.string(),
  updatedAt: z.string(),
  /** Who saved it last; null while it is as installed. */
  updatedBy: z.string().nullable(),
  version: z.number(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummary>;

export const emailTemplateList = z.object({ items: z.array(emailTemplateSummary) });
export type EmailTemplateList = z.infer<typeof emailTemplateList>;

export const templatePlaceholder = z.object({
  name: z.string(),
  description: z.string(),
  /** The value the preview uses. */
  sample: z.string(),
});
export type Placeholder = z.infer<typeof templatePlaceholder>;

export const emailTemplate = emailTemplateSummary.extend({
  body: z.string(),
  placeholders: z.array(templatePlaceholder),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

export const renderedPreview = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type RenderedPreview = z.infer<typeof renderedPreview>;
