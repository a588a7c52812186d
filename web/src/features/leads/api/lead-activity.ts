import type { EntityRecord } from '@collegium/domain/entities/entity-contracts';
import type {
  Activity,
  ActivityFeed,
  ActivityFeedQuery,
  FollowUps,
  LeadActivity,
  LogActivityInput,
  LoggedActivity,
} from '@collegium/domain/lead-activity';
import type { MergeLeadsInput, MergePreview, Merged } from '@collegium/domain/lead-merge';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { entityKeys } from '../../../lib/entity/get-entity-schema.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Issue 17: the potential students' activity calls (server/src/modules/leads/routes.ts).

export const LEAD_ACTIVITY_KEY = ['lead-activity'] as const;
const keys = {
  feed: (q: Partial<ActivityFeedQuery>) => [...LEAD_ACTIVITY_KEY, 'feed', q] as const,
  followUps: [...LEAD_ACTIVITY_KEY, 'follow-ups'] as const,
  lead: (id: string) => [...LEAD_ACTIVITY_KEY, 'lead', id] as const,
};

/** After any write: the feed, follow-ups and the lead's tab read again; so do the lead's record and lists. */
function refresh(leadId?: string) {
  void queryClient.invalidateQueries({ queryKey: LEAD_ACTIVITY_KEY });
  void queryClient.invalidateQueries({ queryKey: entityKeys.lists('leads') });
  if (leadId) void queryClient.invalidateQueries({ queryKey: entityKeys.history('leads', leadId) });
}

export function useActivityFeed(query: Partial<ActivityFeedQuery>) {
  return useQuery({
    queryKey: keys.feed(query),
    queryFn: async ({ signal }) => (await api.get<ActivityFeed>('leads/activity', { query, signal })).data,
    placeholderData: (previous) => previous,
  });
}

export function useFollowUps() {
  return useQuery({
    queryKey: keys.followUps,
    queryFn: async ({ signal }) => (await api.get<FollowUps>('leads/follow-ups', { signal })).data.items,
  });
}

export function useLeadActivity(id: string) {
  return useQuery({
    queryKey: keys.lead(id),
    queryFn: async ({ signal }) =>
      (await api.get<LeadActivity>(`leads/${encodeURIComponent(id)}/activity`, { signal })).data,
  });
}

export function useLogActivity(leadId: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: LogActivityInput) =>
      (await api.post<LoggedActivity>(`leads/${encodeURIComponent(leadId)}/activities`, input)).data,
    onSuccess: () => refresh(leadId),
  });
}

export function useMarkDone() {
  return useMutation({
    mutationFn: async (a: Pick<Activity, 'leadId' | 'id'>) => {
      await api.post(`leads/${a.leadId}/activities/${a.id}/done`, {});
    },
    onSuccess: () => refresh(),
  });
}

export function useFollowLead(leadId: string) {
  return useMutation({
    mutationFn: async (following: boolean) => {
      await api.put(`leads/${encodeURIComponent(leadId)}/owner`, { following });
    },
    onSuccess: () => refresh(leadId),
  });
}

/** A stage move is the generic PATCH of the lead (the server keeps it to spec 4.5). */
export function useMoveStage(leadId: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ version, stage }: { version: number; stage: string }) =>
      (await api.patch<EntityRecord>(`leads/${encodeURIComponent(leadId)}`, { version, stage })).data,
    onSuccess: (record) => {
      queryClient.setQueryData(entityKeys.record('leads', leadId), record);
      refresh(leadId);
    },
  });
}

/** The two leads side by side before a merge, and why they may not be merged (issue 17). */
export function useMergePreview(leadId: string, otherId: string) {
  return useQuery({
    queryKey: [...LEAD_ACTIVITY_KEY, 'merge', leadId, otherId],
    queryFn: async ({ signal }) =>
      (
        await api.get<MergePreview>(`leads/${encodeURIComponent(leadId)}/merge/${encodeURIComponent(otherId)}`, {
          signal,
        })
      ).data,
    enabled: /^\d+$/.test(otherId),
    retry: false,
  });
}

/** Merge the other lead into this one, taking the chosen fields from it. */
export function useMergeLeads(leadId: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: MergeLeadsInput) =>
      (await api.post<Merged>(`leads/${encodeURIComponent(leadId)}/merge`, input)).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: entityKeys.record('leads', leadId) });
      refresh(leadId);
    },
  });
}
