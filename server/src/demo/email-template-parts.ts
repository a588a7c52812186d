import type { TemplateKey } from '../modules/mail/template-catalogue.ts';

// What every default e-mail template is made of (email-templates.ts and its parts).

export interface Placeholder {
  name: string;
  description: string;
  sample: string;
}

export interface DefaultTemplate {
  key: TemplateKey;
  name: string;
  subject: string;
  body: string;
  placeholders: Placeholder[];
}

export const college: Placeholder = {
  name: 'collegeName',
  description: 'The name of the college (COLLEGE_NAME)',
  sample: 'Collegium Theological College',
};
export const student: Placeholder = {
  name: 'studentName',
  description: "The student's first name (or preferred name)",
  sample: 'Hannah',
};
