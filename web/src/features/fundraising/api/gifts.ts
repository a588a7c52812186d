import type { GiftList, RecordedGift, RecordGiftInput } from '@collegium/domain/gifts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useListQuery } from '../../../lib/list-query.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Issue 17, the giving record (server/src/modules/alumni/routes.ts): GET fundraising/gifts,
// POST donors/:donorId/gifts, DELETE fundraising/gifts/:giftId.

export const GIFTS_PATH = 'fundraising/gifts';
const GIFTS_KEY = ['fundraising-gifts'] as const;

export interface GiftsParams {
  search: string;
  donorId: string;
  fund: string;
  method: string;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

export function useGifts(params: GiftsParams) {
  return useListQuery<GiftList, GiftsParams>(GIFTS_KEY, GIFTS_PATH, params);
}

/** After a gift is recorded or removed: the gifts and the alumni's giving totals read again. */
function refresh() {
  void queryClient.invalidateQueries({ queryKey: GIFTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['fundraising-alumni'] });
}

export function useRecordGift(donorId: number) {
  return useMutation({
    mutationFn: async (input: RecordGiftInput) => (await api.post<RecordedGift>(`donors/${donorId}/gifts`, input)).data,
    onSuccess: refresh,
  });
}

export function useRemoveGift() {
  return useMutation({
    mutationFn: async (giftId: number) => {
      await api.delete(`${GIFTS_PATH}/${giftId}`);
    },
    onSuccess: refresh,
  });
}
