// spec 3, 9: a student's partner id is shown zero-padded to 7 digits. Empty shows nothing.
export function formatPartnerId(id: number | string | null | undefined): string {
  if (id === null || id === undefined || id === '') return '';
  return String(id).padStart(7, '0');
}
