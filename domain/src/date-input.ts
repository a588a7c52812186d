import { DEFAULT_DATE_FORMAT } from './date-format.ts';

// spec 9: dates are typed the way they are shown (DD/MM/YYYY unless configured otherwise), whatever
// the browser's locale. The date field masks what is typed to the format and hands the form the
// ISO date (YYYY-MM-DD) the API takes. A format is DD, MM and YYYY in any order with separators;
// any other (one with a time, say) falls back to DD/MM/YYYY.

type Token = 'DD' | 'MM' | 'YYYY';

interface Part {
  token: Token;
  /** The separator typed after it ('' for the last). */
  after: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of an input format, or DD/MM/YYYY's when the format is not one a date is typed in. */
function partsOf(format: string): Part[] {
  const match = /^(DD|MM|YYYY)([^A-Za-z0-9]+)(DD|MM|YYYY)([^A-Za-z0-9]+)(DD|MM|YYYY)$/.exec(format);
  if (!match || new Set([match[1], match[3], match[5]]).size !== 3) return partsOf(DEFAULT_DATE_FORMAT);
  return [
    { token: match[1] as Token, after: match[2] as string },
    { token: match[3] as Token, after: match[4] as string },
    { token: match[5] as Token, after: '' },
  ];
}

/** The format dates are typed in: the configured one, or DD/MM/YYYY when it has more than a date. */
export function inputDateFormat(format: string = DEFAULT_DATE_FORMAT): string {
  return partsOf(format)
    .map((p) => p.token + p.after)
    .join('');
}

/** An ISO date as typed in the format ('' for an empty or unreadable value). */
export function isoToDateText(iso: string | null | undefined, format: string = DEFAULT_DATE_FORMAT): string {
  const match = ISO.exec(iso ?? '');
  if (!match) return '';
  const values: Record<Token, string> = { YYYY: match[1] as string, MM: match[2] as string, DD: match[3] as string };
  return partsOf(format)
    .map((p) => values[p.token] + p.after)
    .join('');
}

/**
 * What was typed, masked to the format: digits only, the separators put in as the digits reach
 * them. A day or month typed short and closed with a separator ("1/2/2026") is padded; an ISO
 * date (pasted) is turned round.
 */
export function maskDateText(typed: string, format: string = DEFAULT_DATE_FORMAT): string {
  const trimmed = typed.trim();
  if (ISO.test(trimmed)) return isoToDateText(trimmed, format);
  const parts = partsOf(format);
  const groups = trimmed.split(/[^0-9]+/);
  const digits = groups
    .map((group, i) => {
      const width = parts[i]?.token.length ?? 0;
      const closed = i < groups.length - 1 && group !== '';
      return closed && group.length < width ? group.padStart(width, '0') : group;
    })
    .join('');
  let out = '';
  let at = 0;
  for (const part of parts) {
    const piece = digits.slice(at, at + part.token.length);
    at += piece.length;
    out += piece;
    if (piece.length < part.token.length || at >= digits.length) break;
    out += part.after;
  }
  return out;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The ISO date a complete, real date typed in the format stands for; null otherwise. */
export function dateTextToIso(text: string, format: string = DEFAULT_DATE_FORMAT): string | null {
  const parts = partsOf(format);
  const pattern = new RegExp(
    `^${parts.map((p) => `(\\d{${p.token.length}})${p.after.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`).join('')}$`,
  );
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const value = (token: Token) => match[parts.findIndex((p) => p.token === token) + 1] as string;
  const [year, month, day] = [Number(value('YYYY')), Number(value('MM')), Number(value('DD'))];
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${value('YYYY')}-${value('MM')}-${value('DD')}`;
}
