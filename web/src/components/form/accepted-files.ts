// What an upload's `accept` attribute means in words (issue 19: a drop zone states the accepted
// types), and whether a dropped file matches it: a dropped file skips the file dialog's own filter.

const NAMES: Readonly<Record<string, string>> = {
  '.pdf': 'PDF',
  'application/pdf': 'PDF',
  '.jpg': 'JPEG',
  '.jpeg': 'JPEG',
  'image/jpeg': 'JPEG',
  '.png': 'PNG',
  'image/png': 'PNG',
  '.docx': 'Word (DOCX)',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
  '.csv': 'CSV',
  'text/csv': 'CSV',
  '.xlsx': 'Excel (XLSX)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (XLSX)',
};

const tokens = (accept: string) =>
  accept
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');

/** 'PDF, JPEG, PNG or Word (DOCX)'; '' when anything goes. */
export function describeAccept(accept: string): string {
  const names = [
    ...new Set(tokens(accept).map((t) => NAMES[t] ?? (t.startsWith('.') ? t.slice(1).toUpperCase() : null))),
  ].filter((n): n is string => n !== null);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** Whether a file (by its name's ending or its type) is one `accept` admits. */
export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const list = tokens(accept);
  if (list.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return list.some((t) =>
    t.startsWith('.') ? name.endsWith(t) : t.endsWith('/*') ? type.startsWith(t.slice(0, -1)) : type === t,
  );
}
