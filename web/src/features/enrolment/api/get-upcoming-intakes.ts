import type { IntakesMap } from '@collegium/domain/intakes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/intakes?upcoming=true: the intakes not before today (UTC).
export function useUpcomingIntakes() {
  return useQuery({
    queryKey: ['intakes', 'upcoming'],
    queryFn: async ({ signal }) => (await api.get<IntakesMap>('intakes', { query: { upcoming: true }, signal })).data,
  });
}
