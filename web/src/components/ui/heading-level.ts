/**
 * Building blocks sit under a page's h1 (PageHeader), so their titles default to h2; a caller
 * nesting them deeper passes a lower level to keep the outline valid for screen readers.
 */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export function headingTag(level: HeadingLevel): `h${HeadingLevel}` {
  return `h${level}`;
}
