import type { DonorRecord } from '@collegium/domain/entities/entity-record';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { entityKeys } from '../../../lib/entity/get-entity-schema.ts';

// spec 2.5: the donor record page embeds the external CRM page identified by the donor's CRM id.

export function useDonor(id: string) {
  return useQuery({
    queryKey: entityKeys.record('donors', id),
    queryFn: async () => (await api.get<DonorRecord>(`donors/${encodeURIComponent(id)}`)).data,
  });
}
