type Amount = number | null | undefined;

const format = (value: number, digits: number, grouping = true) =>
  new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: grouping,
  }).format(value);

// The sign goes before the pound sign; an amount that rounds to zero has no sign.
function pounds(value: number, digits: number): string {
  const text = format(Math.abs(value), digits);
  return `${value < 0 && text !== format(0, digits) ? '-' : ''}£${text}`;
}

const usable = (value: Amount): value is number => typeof value === 'number' && Number.isFinite(value);

// spec 5: pounds with two decimals, e.g. £1,234.50 (negative: -£12.00). Empty shows nothing.
export function formatPounds(value: Amount): string {
  return usable(value) ? pounds(value, 2) : '';
}

// spec 5: whole pounds, rounded half away from zero, e.g. £1,235.
export function formatWholePounds(value: Amount): string {
  return usable(value) ? pounds(value, 0) : '';
}

// spec 5: a percentage to one decimal. The value is already a percentage: 12.5 → '12.5%'.
export function formatPercent(value: Amount): string {
  return usable(value) ? `${format(value, 1, false)}%` : '';
}

/** Typed pounds ('1,200.50', '£75') → pence; NaN when the text is not an amount of pounds and pence. */
export function toPence(text: string): number {
  const clean = text.replace(/[£,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
}
