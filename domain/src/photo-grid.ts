import { z } from 'zod';
import { COHORT_FILTERS } from './cohorts.ts';
import { PHOTO_GRID_STATUSES } from './student-files.ts';

// Issue 12: the contract of the photo grids (spec 2.4: students/photos, mystudents/allphotos,
// mystudents/photos), shared by the server routes and the web hook.

export const photoGridQuery = z.object({
  /** A hub name, exactly as stored. */
  hub: z.string().trim().min(1).max(100).optional(),
  /** A programme code; the server checks it against System data's programmes. */
  programme: z.string().trim().min(1).max(20).optional(),
  /** spec 9's cohort filter: 4, 5, 6 or 7. */
  cohort: z.enum(COHORT_FILTERS, { error: `Choose one of ${COHORT_FILTERS.join(', ')}.` }).optional(),
  /** Current (the default), Starting or IoS. */
  status: z.enum(PHOTO_GRID_STATUSES, { error: `Choose one of ${PHOTO_GRID_STATUSES.join(', ')}.` }).default('Current'),
  page: z.coerce.number({ error: 'The page must be a whole number from 1.' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'The page size must be a whole number from 1 to 96.' })
    .int()
    .min(1)
    .max(96)
    .default(24),
});
export type PhotoGridQuery = z.infer<typeof photoGridQuery>;

export const photoCard = z.object({
  id: z.number(),
  name: z.string(),
  partnerId: z.number(),
  programmeCode: z.string(),
  level: z.string().nullable(),
  hub: z.string().nullable(),
  /** The stored photo's id, to put in the photo URL so a new photo is fetched; null: no photo. */
  photoVersion: z.number().nullable(),
});
export type PhotoCard = z.infer<typeof photoCard>;

export const photoGridSchema = z.object({
  items: z.array(photoCard),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The hubs students are in, for the hub filter. */
  hubs: z.array(z.string()),
  /** What the caller may do from a card. */
  abilities: z.object({ open: z.boolean(), upload: z.boolean() }),
});
export type PhotoGrid = z.infer<typeof photoGridSchema>;

/** POST {api}/students/:id/photo (students:edit): the new photo's version and its size in bytes. */
export const uploadedPhotoSchema = z.object({ photoVersion: z.number(), size: z.number() });
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;
