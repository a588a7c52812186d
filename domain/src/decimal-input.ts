// Issue 11: amounts typed into a box are read as plain decimal numbers only: "12", "12.50",
// "1,200", "£300". Number() would also take "0x10" (16), "1e3", "Infinity", " " (0) and more;
// these give NaN here, which the schemas refuse with their own message.

const DECIMAL = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
const WHOLE = /^-?\d+$/;

/** A decimal number with optional thousands commas and pound sign, else NaN. */
export function parseDecimal(text: string): number {
  const compact = text
    .trim()
    .replace(/^(-?)\s*£\s*/, '$1')
    .replace(/^£\s*/, '');
  return DECIMAL.test(compact) ? Number(compact.replace(/,/g, '')) : Number.NaN;
}

/** A whole number written in digits, else NaN. */
export function parseWholeNumber(text: string): number {
  const compact = text.trim();
  return WHOLE.test(compact) ? Number(compact) : Number.NaN;
}

/** For z.preprocess: empty stays null; text is read with `parse`; a number must be finite. */
export const amountInput =
  (parse: (text: string) => number = parseDecimal) =>
  (v: unknown): unknown => {
    if (v === '' || v === null || v === undefined) return null;
    if (typeof v === 'string') return v.trim() === '' ? null : parse(v);
    if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN;
    return v;
  };
