import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';
import { photoUrl } from '../../lib/api/photo-url.ts';

/** The initials shown when a student has no photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase();
}

export interface StudentPhotoProps {
  studentId: number;
  name: string;
  /** The stored photo's id; null shows the initials. */
  version: number | null;
  /** Edge in px. */
  size?: number;
  /** Square (photo cards) or round (headers). */
  variant?: 'square' | 'circular';
  sx?: SxProps<Theme>;
}

/** A student's photo, or their initials when there is none. The name is always beside it. */
export function StudentPhoto({ studentId, name, version, size = 96, variant = 'circular', sx }: StudentPhotoProps) {
  const src = photoUrl(studentId, version);
  return (
    <Avatar
      variant={variant === 'square' ? 'rounded' : 'circular'}
      {...(src ? { src, alt: `Photo of ${name}` } : {})}
      sx={[
        { width: size, height: size, fontSize: size / 2.6, bgcolor: 'grey.600', color: '#fff' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials(name)}
    </Avatar>
  );
}
