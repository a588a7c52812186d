// Stored files of a student (issue 4): the photo shown wherever the student is, and the documents
// kept on their record. Shared by the server's checks and the web's forms.

/** The kinds a student document is filed under. */
export const DOCUMENT_CATEGORIES = ['Identity', 'Qualification', 'Correspondence', 'Evidence', 'Other'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** What a photo may be, recognised by its content (never by its name or declared type). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
/** What a document may be: PDF, JPEG, PNG or a Word document (DOCX). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** The file-picker hint for documents (the server decides by content). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx,' + DOCUMENT_TYPES.join(',');
export const PHOTO_ACCEPT = 'image/jpeg,image/png';

/** Longest edge of a stored photo in pixels: uploads are re-encoded to fit inside it. */
export const PHOTO_MAX_EDGE = 512;

/**
 * The statuses a photo grid offers, Current first (the default): students studying now, about to
 * start, or interrupted and expected back.
 */
export const PHOTO_GRID_STATUSES = ['Current', 'Starting', 'IoS'] as const;
export type PhotoGridStatus = (typeof PHOTO_GRID_STATUSES)[number];

/** "4.5 MB" / "820 KB" / "12 bytes": a size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
