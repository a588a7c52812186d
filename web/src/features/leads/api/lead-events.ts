import type { AttendeeImport, EventInput, LeadEventDetail, LeadEventList } from '@collegium/domain/lead-events';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { postForm } from '../../../lib/upload.ts';
import { LEAD_ACTIVITY_KEY } from './lead-activity.ts';

// Issue 17: Potential Students → Events calls (server/src/modules/leads/event-routes.ts).

const EVENTS_KEY = ['lead-events'] as const;

export function useEvents() {
  return useQuery({
    queryKey: EVENTS_KEY,
    queryFn: async ({ signal }) => (await api.get<LeadEventList>('leads/events', { signal })).data.items,
  });
}

export function useEvent(id: string) {
  return useQuery({
    queryKey: [...EVENTS_KEY, id],
    queryFn: async ({ signal }) =>
      (await api.get<LeadEventDetail>(`leads/events/${encodeURIComponent(id)}`, { signal })).data,
  });
}

export function useAddEvent() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: EventInput) => (await api.post<LeadEventDetail>('leads/events', input)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}

export interface AttendeeUpload {
  file: File;
  /** Column → field; absent: the server suggests one. */
  mapping?: Record<string, string | null>;
  commit: boolean;
}

export function useImportAttendees(eventId: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ file, mapping, commit }: AttendeeUpload) => {
      const form = new FormData();
      if (mapping) form.append('mapping', JSON.stringify(mapping));
      form.append('commit', String(commit));
      form.append('file', file);
      return postForm<AttendeeImport>(`leads/events/${encodeURIComponent(eventId)}/attendees`, form);
    },
    onSuccess: (result) => {
      if (!result.committed) return;
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      void queryClient.invalidateQueries({ queryKey: LEAD_ACTIVITY_KEY });
    },
  });
}
