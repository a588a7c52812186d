import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PhotoGrid } from '@collegium/domain/photo-grid';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: the photo grids (students/photos, mystudents/allphotos, mystudents/photos).

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
