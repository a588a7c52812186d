import MarkdownIt from 'markdown-it';

// Portal pages are Markdown written by staff and read by students: rendered here, once, so the
// browser only ever receives HTML this renderer made. Raw HTML in the source is escaped (shown as
// text, never run), and a link or image may only point to http(s), mailto or a relative address.

const SAFE_URL = /^(?:https?:|mailto:)/i;
/** A scheme is letters, digits, + . - before the first ':' that comes before any / ? #. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Whether a link target may be rendered: http(s), mailto, or relative (no scheme, not protocol-relative). */
export function isSafeLink(url: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]+/g, '');
  if (compact.startsWith('//') || compact.startsWith('\\')) return false;
  if (SAFE_URL.test(compact)) return true;
  return !HAS_SCHEME.test(compact);
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });
md.validateLink = isSafeLink;

// External links open in a new tab without handing the portal window to the other site.
const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = String(token?.attrGet('href') ?? '');
  if (token && /^https?:/i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Safe HTML for a Markdown body. */
export function renderMarkdown(body: string): string {
  return md.render(body);
}

export interface HelpTab {
  title: string;
  html: string;
}

/**
 * The Help page's tabs (spec 2.6 "Help, with tabs"): each `## heading` starts a tab; what comes
 * before the first one is the introduction. Headings inside fenced code do not count.
 */
export function splitHelpTabs(body: string): { introHtml: string; tabs: HelpTab[] } {
  const lines = body.split(/\r?\n/);
  const intro: string[] = [];
  const tabs: { title: string; lines: string[] }[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (f) fence = fence === null ? (f[1] as string) : line.trim().startsWith(fence) ? null : fence;
    const heading = fence === null ? /^\s{0,3}##\s+(.+?)\s*#*\s*$/.exec(line) : null;
    if (heading) tabs.push({ title: heading[1] as string, lines: [] });
    else (tabs.at(-1)?.lines ?? intro).push(line);
  }
  return {
    introHtml: renderMarkdown(intro.join('\n')),
    // The title is plain text (rendered inline, then stripped of tags) so Markdown in it is harmless.
    tabs: tabs.map((t) => ({ title: inlineText(t.title), html: renderMarkdown(t.lines.join('\n')) })),
  };
}

function inlineText(markdown: string): string {
  return md
    .renderInline(markdown)
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const HELP_KEY = 'help';

/** What a reader receives: the title and safe HTML, with tabs for the Help page. */
export function rendered(row: { path_key: string; title: string; category: string; body: string; updated_at: string }) {
  const base = { pathKey: row.path_key, title: row.title, category: row.category, updatedAt: row.updated_at };
  if (row.path_key === HELP_KEY) {
    const { introHtml, tabs } = splitHelpTabs(row.body);
    return { ...base, html: introHtml, tabs };
  }
  return { ...base, html: renderMarkdown(row.body), tabs: [] as HelpTab[] };
}

/** A short plain-text excerpt of a Markdown body for the knowledge-base list. */
export function kbExcerpt(body: string): string {
  const text = body
    .replace(/^#+\s.*$/gm, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, ' ')
    .replace(/[*_`>|#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= 200
    ? text
    : `${text
        .slice(0, 197)
        .replace(/\s+\S*$/, '')
        .replace(/[.,;:]+$/, '')}…`;
}
