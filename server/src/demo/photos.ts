import sharp from 'sharp';
import { FileStore } from '../modules/files/file-store.ts';
import { insertStoredFile } from '../modules/files/stored-files.ts';
import type { Trx } from './batch.ts';

// Demo photos: most students get an avatar, their initials in white on a colour of their own,
// rendered to a JPEG and stored through the file store like an uploaded photo. Every eighth
// student has none, so the photos screens show the gap and the registry has someone to upload for.
// The letters are drawn from strokes (no font needed), the same on every machine.

/** Strokes of each capital on a 4 × 6 grid, as polylines of [x, y]. */
const LETTERS: Record<string, number[][][]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 4],
      [3, 4],
    ],
  ],
  B: [
    [
      [0, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2, 6],
      [4, 4],
      [4, 2],
      [2, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3],
      [2, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  I: [
    [
      [1, 0],
      [3, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 4],
    ],
    [
      [1, 3],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  O: [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  Q: [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
    [
      [2, 4],
      [4, 6],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  S: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 2],
      [1, 3],
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 3],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
};

/** Backgrounds dark enough for white letters. */
const COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#ad1457',
  '#c62828',
  '#00695c',
  '#4527a0',
  '#37474f',
  '#b34700',
  '#283593',
  '#558b2f',
  '#5d4037',
];

const SIZE = 256;
const UNIT = 14;
const GAP = 2;

/** A small stable number from a text, to pick the same colour for the same person every time. */
function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** The initials to draw: the first letter of the first name and of the surname, A-Z only. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .charAt(0)
      .toUpperCase();
  return `${first(firstName)}${first(lastName)}`.replace(/[^A-Z]/g, '');
}

/** An SVG of `initials` in white on a colour chosen from `seed`. */
export function avatarSvg(initials: string, seed: string): string {
  const colour = COLOURS[hashOf(seed) % COLOURS.length] as string;
  const letters = [...initials].filter((c) => c in LETTERS);
  const width = (letters.length * 4 + Math.max(0, letters.length - 1) * GAP) * UNIT;
  const left = (SIZE - width) / 2;
  const top = (SIZE - 6 * UNIT) / 2;
  const paths = letters.flatMap((letter, i) =>
    (LETTERS[letter] as number[][][]).map((line) => {
      const points = line.map(
        ([x, y]) => `${left + (i * (4 + GAP) + (x as number)) * UNIT},${top + (y as number) * UNIT}`,
      );
      return `<polyline points="${points.join(' ')}"/>`;
    }),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient></defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${colour}"/><rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>` +
    `<g fill="none" stroke="#ffffff" stroke-width="15" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g></svg>`
  );
}

export function renderAvatar(initials: string, seed: string): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(initials, seed)))
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** Gives most students an avatar photo, stored under `filesDir`. Returns how many were given. */
export async function seedAvatars(trx: Trx, filesDir: string, now: string): Promise<number> {
  const store = new FileStore(filesDir);
  const students = await trx
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['s.id', 'p.first_name', 'p.last_name', 'p.email'])
    .where('s.photo_file_id', 'is', null)
    .orderBy('s.id')
    .execute();
  const chosen = students.filter((_, i) => i % 8 !== 7);
  const images = await Promise.all(
    chosen.map((s) => renderAvatar(initialsOf(s.first_name, s.last_name), `${s.email ?? ''}${s.id}`)),
  );
  for (const [i, student] of chosen.entries()) {
    const file = await insertStoredFile(
      trx,
      store,
      {
        bytes: images[i] as Buffer,
        originalName: `avatar-${student.id}.jpg`,
        contentType: 'image/jpeg',
        uploadedByUserId: null,
      },
      now,
    );
    await trx.updateTable('students').set({ photo_file_id: file.id }).where('id', '=', student.id).execute();
  }
  return chosen.length;
}
