import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 12, "contracts defined once": every typed call the web makes to the server
// (`api.get<T>(...)`, `auth.post<T>(...)`, `request<T>(...)`) names a type the domain package
// defines (the server's route schemas are the same zod schemas), so a field renamed on the
// server breaks the web's type check. A type may also be a local alias built only from such
// types (`type Row = Page['items'][number]`). A hand-written interface is never a contract.

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILTINS = new Set([
  'Record',
  'Array',
  'Partial',
  'Pick',
  'Omit',
  'Readonly',
  'ReadonlyArray',
  'NonNullable',
  'Blob',
]);
const KEYWORDS = new Set(['null', 'undefined', 'void', 'unknown', 'never', 'string', 'number', 'boolean', 'number']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * The response type arguments of every typed call in a source text: the API client's calls and
 * the hooks that wrap them (a record tab's part, a portal form section, a list page; a list's
 * second argument is its query, not an answer).
 */
export function typedCalls(text: string): string[] {
  const found: string[] = [];
  const start =
    /\b(?:api|auth)\.(?:get|post|put|patch|delete)<|\b(?:request|postForm|useStudentRecordPart|useStudentSection|useSaveStudentSection|useListQuery)</g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    let depth = 1;
    let i = m.index + m[0].length;
    let firstComma = -1;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '<' || text[i] === '{' || text[i] === '(') depth++;
      else if ((text[i] === '>' && text[i - 1] !== '=') || text[i] === '}' || text[i] === ')') depth--;
      else if (text[i] === ',' && depth === 1 && firstComma < 0) firstComma = i;
    }
    const args = text.slice(m.index + m[0].length, i - 1);
    const listPage = m[0].startsWith('useListQuery');
    found.push(listPage && firstComma >= 0 ? text.slice(m.index + m[0].length, firstComma) : args);
  }
  return found;
}

/** The names a file imports from the domain package. */
function domainImports(text: string): Set<string> {
  const names = new Set<string>();
  const re = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@collegium\/domain\/[^']+'/g;
  for (let m = re.exec(text); m; m = re.exec(text))
    for (const part of (m[1] as string).split(','))
      names.add(
        part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
  return names;
}

/** The identifiers (capitalised names and keywords) a type expression uses, strings and members dropped. */
function identifiers(type: string): string[] {
  const bare = type
    .replace(/'[^']*'/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\.[A-Za-z_]\w*/g, '');
  return [...bare.matchAll(/\b[A-Za-z_]\w*\b/g)].map((m) => m[0]).filter((w) => !KEYWORDS.has(w) && w !== 'typeof');
}

function localAlias(text: string, name: string): string | null {
  const m = new RegExp(`\\btype\\s+${name}\\b(?:<[^=]*>)?\\s*=\\s*([^;]+);`).exec(text);
  return m ? (m[1] as string) : null;
}

/** Why one file's typed calls are not all shared contracts (empty when they are). */
export function contractProblems(text: string): string[] {
  const shared = domainImports(text);
  // A type parameter of a generic helper (`function get<T>(...)`) passes its caller's type through.
  const typeParameter = (name: string) =>
    new RegExp(
      `(?:function\\s+\\w+|\\w+\\s*[:=]\\s*(?:async\\s*)?)<(?:[^<>()]*,\\s*)?${name}(?:\\s+extends[^<>()]*)?(?:\\s*=[^<>()]*)?(?:\\s*,[^<>()]*)?>\\s*\\(`,
    ).test(text);
  const ok = (name: string, seen: Set<string>): boolean => {
    if (shared.has(name) || BUILTINS.has(name) || typeParameter(name)) return true;
    if (seen.has(name)) return false;
    const alias = localAlias(text, name);
    return alias !== null && identifiers(alias).every((n) => ok(n, new Set([...seen, name])));
  };
  return typedCalls(text).flatMap((arg) =>
    identifiers(arg)
      .filter((n) => !ok(n, new Set()))
      .map((n) => `${n} (in <${arg}>)`),
  );
}

describe('every typed call to the server names a shared contract', () => {
  it('finds a hand-written response type, and accepts a domain one', () => {
    const bad = "interface Page { a: number }\nconst x = api.get<Page>('p');";
    expect(contractProblems(bad)).toEqual(['Page (in <Page>)']);
    const good =
      "import type { Page } from '@collegium/domain/page';\ntype Row = Page['items'][number];\napi.get<Page>('p'); api.post<Row[]>('q');";
    expect(contractProblems(good)).toEqual([]);
    expect(contractProblems('function get<T>(p: string) { return api.get<T>(p); }')).toEqual([]);
    expect(contractProblems("api.get<Record<string, { n: number }>>('x')")).toEqual([
      'n (in <Record<string, { n: number }>>)',
    ]);
  });

  it('holds for every web source file', () => {
    const problems = files(src).flatMap((file) =>
      contractProblems(readFileSync(file, 'utf8')).map((p) => `${path.relative(src, file)}: ${p}`),
    );
    expect(problems).toEqual([]);
  });
});
