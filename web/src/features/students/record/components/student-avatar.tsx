import Avatar from '@mui/material/Avatar';
import { apiUrl } from '../../../../lib/config.ts';

/** 'Sam Jones' → 'SJ': the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export interface StudentAvatarProps {
  name: string;
  /** Where the student's calls live (`students/{id}`); the photo is `{basePath}/photo`. */
  basePath: string;
  hasPhoto: boolean;
  size: number | { xs: number; sm: number };
}

/**
 * The student's photo, or their initials when there is none (or it fails to load). The name is
 * printed beside it, so the picture itself is decorative.
 */
export function StudentAvatar({ name, basePath, hasPhoto, size }: StudentAvatarProps) {
  const fontSize = typeof size === 'number' ? size / 2.5 : { xs: size.xs / 2.5, sm: size.sm / 2.5 };
  return (
    <Avatar
      {...(hasPhoto ? { src: apiUrl(`${basePath}/photo`) } : {})}
      alt=""
      aria-hidden="true"
      sx={{ width: size, height: size, fontSize, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
