import type { EntityPage } from '@collegium/domain/entities/entity-contracts';
import type { AssignmentInput, InstanceAssignments, RollForwardResult } from '@collegium/domain/teaching-plan';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Issue 18, planning a module's year: an instance through the generic calls of spec 7.2
// (POST / PUT {api}/module-instances), its assignments (GET / PUT
// {api}/module-instances/:id/assignments) and next year's instances (POST
// {api}/modules/:id/instances/next-year). Each form shows its own errors beside the fields.

export interface InstanceValues {
  academicYear: number | null;
  hub: string;
  tutorId: number | null;
  startsOn: string | null;
  capacity: number | null;
}

const refreshModule = (moduleId: string) =>
  queryClient.invalidateQueries({ queryKey: ['modules', moduleId, 'instances'] });

export function useSaveInstance(moduleId: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, version, values }: { id?: number; version?: number; values: InstanceValues }) => {
      const body = { moduleId: Number(moduleId), ...values };
      return id === undefined
        ? (await api.post('module-instances', body)).data
        : (await api.put(`module-instances/${id}`, { version, ...body })).data;
    },
    onSuccess: () => refreshModule(moduleId),
  });
}

export function useNextYearsInstances(moduleId: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (fromYear: number) =>
      (
        await api.post<RollForwardResult>(`modules/${encodeURIComponent(moduleId)}/instances/next-year`, {
          fromYear,
        })
      ).data,
    onSuccess: () => refreshModule(moduleId),
  });
}

const assignmentsKey = (instanceId: number) => ['module-instances', instanceId, 'assignments'] as const;

export function useInstanceAssignments(instanceId: number) {
  return useQuery({
    queryKey: assignmentsKey(instanceId),
    queryFn: async ({ signal }) =>
      (await api.get<InstanceAssignments>(`module-instances/${instanceId}/assignments`, { signal })).data,
  });
}

export function useSaveAssignments(moduleId: string, instanceId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: { version: number; assignments: AssignmentInput[] }) =>
      (await api.put<InstanceAssignments>(`module-instances/${instanceId}/assignments`, input)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(assignmentsKey(instanceId), saved);
      void refreshModule(moduleId);
    },
  });
}

/** The members of faculty a tutor is chosen from (the generic faculty list, first 200 by name). */
export function useFacultyChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['faculty', 'choices'],
    queryFn: async ({ signal }) =>
      (await api.get<EntityPage>('faculty', { query: { pageSize: 200, sort: 'lastName', order: 'asc' }, signal })).data
        .items,
    enabled,
    staleTime: 60_000,
  });
}
