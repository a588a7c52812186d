import type {
  FormationGroupInput,
  FormationGroupsView,
  FormationGroupView,
  LedGroupsView,
  OwnFormationGroupView,
} from '@collegium/domain/formation-groups';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Issue 20, feature formation-groups: GET formation-groups?academicYear, POST/PUT formation-groups,
// POST formation-groups/{id}/members, DELETE formation-groups/{id}/members/{studentId},
// GET formation-groups/led, GET forms/student/formation-group.

const KEY = ['formation-groups'] as const;

export function useFormationGroups(academicYear: number) {
  return useQuery({
    queryKey: [...KEY, 'year', academicYear],
    queryFn: async () => (await api.get<FormationGroupsView>('formation-groups', { query: { academicYear } })).data,
  });
}

export function useLedGroups() {
  return useQuery({
    queryKey: [...KEY, 'led'],
    queryFn: async () => (await api.get<LedGroupsView>('formation-groups/led')).data,
  });
}

export function useOwnFormationGroup() {
  return useQuery({
    queryKey: [...KEY, 'own'],
    queryFn: async () => (await api.get<OwnFormationGroupView>('forms/student/formation-group')).data,
  });
}

/** Every change answers with the group; the year's list is read again. */
function useGroupChange<V>(call: (vars: V) => Promise<FormationGroupView>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

export const useCreateGroup = () =>
  useGroupChange(
    async (input: FormationGroupInput) => (await api.post<FormationGroupView>('formation-groups', input)).data,
  );

export const useAddMembers = () =>
  useGroupChange(
    async ({ id, partnerIds }: { id: number; partnerIds: number[] }) =>
      (await api.post<FormationGroupView>(`formation-groups/${id}/members`, { partnerIds })).data,
  );

export const useRemoveMember = () =>
  useGroupChange(
    async ({ id, studentId }: { id: number; studentId: number }) =>
      (await api.delete<FormationGroupView>(`formation-groups/${id}/members/${studentId}`)).data,
  );
