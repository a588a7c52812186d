// Renders an e-mail template: named placeholders {{name}} (spaces inside the braces allowed)
// filled from a map of values. The subject and the text part are plain text; the HTML part is
// made from the same text with the template's words and every value HTML-escaped, paragraphs and
// line breaks kept and web addresses made into links. One renderer serves sending and the admin
// preview, so the preview shows exactly what is sent.

const TOKEN = /\{\{([^{}]*)\}\}/g;
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

export interface PlaceholderProblems {
  /** Well-formed names the template may not use. */
  unknown: string[];
  /** `{{...}}` that is not a placeholder name, e.g. `{{first name}}`. */
  malformed: string[];
}

/** The placeholder names a template text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const name = (m[1] ?? '').trim();
    if (NAME.test(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

/** What in `text` is not one of `allowed`. */
export function checkPlaceholders(text: string, allowed: readonly string[]): PlaceholderProblems {
  const unknown: string[] = [];
  const malformed: string[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const name = (m[1] ?? '').trim();
    if (!NAME.test(name)) {
      if (!malformed.includes(m[0])) malformed.push(m[0]);
    } else if (!allowed.includes(name) && !unknown.includes(name)) {
      unknown.push(name);
    }
  }
  return { unknown, malformed };
}

export class MissingValuesError extends Error {
  constructor(readonly missing: string[]) {
    super(`No value given for ${missing.map((n) => `{{${n}}}`).join(', ')}`);
  }
}

type Values = Readonly<Record<string, string>>;

/** Throws MissingValuesError naming every placeholder used without a value (blank counts as given). */
function requireValues(texts: string[], values: Values): void {
  const missing = [...new Set(texts.flatMap(placeholdersIn))].filter((n) => typeof values[n] !== 'string');
  if (missing.length > 0) throw new MissingValuesError(missing);
}

function fill(text: string, values: Values, transform: (s: string) => string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const name = (m[1] ?? '').trim();
    const index = m.index ?? 0;
    out += transform(text.slice(last, index));
    // Malformed tokens cannot be saved; were one to reach here it is shown as written.
    out += transform(NAME.test(name) ? (values[name] ?? '') : m[0]);
    last = index + m[0].length;
  }
  return out + transform(text.slice(last));
}

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const URL_IN_ESCAPED = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

function htmlFromEscapedText(escaped: string): string {
  const linked = escaped.replace(URL_IN_ESCAPED, (url) => `<a href="${url}">${url}</a>`);
  return linked
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderTemplate(template: { subject: string; body: string }, values: Values): RenderedMail {
  requireValues([template.subject, template.body], values);
  // A subject is one line: line breaks in a value would end the header.
  const subject = fill(template.subject, values, (s) => s)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const text = fill(template.body, values, (s) => s);
  const inner = htmlFromEscapedText(fill(template.body, values, escapeHtml));
  const html = `<!doctype html>\n<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #1a1a1a;">\n${inner}\n</body></html>\n`;
  return { subject, text, html };
}
