import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: the photo grids (students/photos, mystudents/allphotos, mystudents/photos).

export interface PhotoCardData {
  id: number;
  name: string;
  partnerId: number;
  programmeCode: string;
  level: string | null;
  hub: string | null;
  /** The stored photo's id (for its URL); null when there is no photo. */
  photoVersion: number | null;
}

export interface PhotoGrid {
  items: PhotoCardData[];
  total: number;
  page: number;
  pageSize: number;
  hubs: string[];
  abilities: { open: boolean; upload: boolean };
}

export interface PhotoGridFilters {
  hub: string;
  programme: string;
  cohort: string;
  status: string;
  page: number;
}

export const PHOTO_PAGE_SIZE = 24;

/** `endpoint` is the grid's call under the API prefix, e.g. 'students/photos'. */
export function usePhotoGrid(endpoint: string, filters: PhotoGridFilters) {
  return useQuery({
    queryKey: ['photo-grid', endpoint, filters],
    queryFn: async ({ signal }) =>
      (
        await api.get<PhotoGrid>(endpoint, {
          query: {
            hub: filters.hub || undefined,
            programme: filters.programme || undefined,
            cohort: filters.cohort || undefined,
            status: filters.status,
            page: filters.page,
            pageSize: PHOTO_PAGE_SIZE,
          },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
