// spec 5: text longer than `length` is cut to length minus one characters plus an ellipsis, so
// the result is exactly `length` characters.
export function truncate(text: string | null | undefined, length: number): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, Math.max(0, length - 1))}…` : text;
}

// spec 5: booleans show Yes/No; an unanswered (empty) value shows nothing.
export function formatYesNo(value: boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value ? 'Yes' : 'No';
}
