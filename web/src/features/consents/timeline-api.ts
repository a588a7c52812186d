import type { PersonTimeline } from '@collegium/domain/person-timeline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Issue 17: a person's timeline (server/src/modules/person-timeline/routes.ts), the newest `limit` entries.

export function usePersonTimeline(personId: string, limit: number) {
  return useQuery({
    queryKey: ['person-timeline', personId, limit],
    queryFn: async ({ signal }) =>
      (
        await api.get<PersonTimeline>(`contacts/${encodeURIComponent(personId)}/timeline`, {
          signal,
          query: { limit },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
