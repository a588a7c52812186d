import type { IntakesEditor } from '@collegium/domain/intake-editing';
import type { EditLookupValue, LookupList, LookupLists } from '@collegium/domain/lookup-lists';
import type { AddProgramme, EditProgramme, ProgrammesEditor } from '@collegium/domain/programme-editing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

// Issue 15, Administration → System data: GET {api}/system-data, GET/POST
// {api}/system-data/lists/{list}, PATCH/DELETE {api}/system-data/lists/{list}/{id}, GET/POST
// {api}/system-data/intakes, PUT {api}/system-data/intakes/{id} (admin:admin).

const KEY = ['system-data'] as const;
const listKey = (list: string) => [...KEY, 'list', list] as const;
const INTAKES_KEY = [...KEY, 'intakes'] as const;

export function useLookupLists() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await api.get<LookupLists>('system-data', { signal })).data,
  });
}

export function useLookupList(list: string) {
  return useQuery({
    queryKey: listKey(list),
    queryFn: async ({ signal }) =>
      (await api.get<LookupList>(`system-data/lists/${encodeURIComponent(list)}`, { signal })).data,
  });
}

function settle(list: string, data: LookupList) {
  queryClient.setQueryData(listKey(list), data);
  void queryClient.invalidateQueries({ queryKey: KEY, exact: true });
}

export function useAddLookupValue(list: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (value: string) =>
      (await api.post<LookupList>(`system-data/lists/${encodeURIComponent(list)}`, { value })).data,
    onSuccess: (data) => settle(list, data),
  });
}

export function useEditLookupValue(list: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, change }: { id: number; change: EditLookupValue }) =>
      (await api.patch<LookupList>(`system-data/lists/${encodeURIComponent(list)}/${id}`, change)).data,
    onSuccess: (data) => settle(list, data),
    onError: () => void queryClient.invalidateQueries({ queryKey: listKey(list) }),
  });
}

export function useDeleteLookupValue(list: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      (await api.delete<LookupList>(`system-data/lists/${encodeURIComponent(list)}/${id}`, { query: { version } }))
        .data,
    onSuccess: (data) => settle(list, data),
    onError: () => void queryClient.invalidateQueries({ queryKey: listKey(list) }),
  });
}

export function useIntakesEditor() {
  return useQuery({
    queryKey: INTAKES_KEY,
    queryFn: async ({ signal }) => (await api.get<IntakesEditor>('system-data/intakes', { signal })).data,
  });
}

export function useSaveIntake() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (
      body:
        { id: number; version: number; programmes: string[] } | { id: null; startsOn: string; programmes: string[] },
    ) =>
      body.id === null
        ? (
            await api.post<IntakesEditor>('system-data/intakes', {
              startsOn: body.startsOn,
              programmes: body.programmes,
            })
          ).data
        : (
            await api.put<IntakesEditor>(`system-data/intakes/${body.id}`, {
              version: body.version,
              programmes: body.programmes,
            })
          ).data,
    onSuccess: (data) => {
      queryClient.setQueryData(INTAKES_KEY, data);
      void queryClient.invalidateQueries({ queryKey: ['intakes'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: INTAKES_KEY }),
  });
}

// System data → Programmes: GET/POST {api}/system-data/programmes, PATCH/DELETE
// {api}/system-data/programmes/{id} (admin:admin).
const PROGRAMMES_KEY = [...KEY, 'programmes'] as const;

export function useProgrammes() {
  return useQuery({
    queryKey: PROGRAMMES_KEY,
    queryFn: async ({ signal }) => (await api.get<ProgrammesEditor>('system-data/programmes', { signal })).data,
  });
}

function settleProgrammes(data: ProgrammesEditor) {
  queryClient.setQueryData(PROGRAMMES_KEY, data);
  void queryClient.invalidateQueries({ queryKey: INTAKES_KEY });
}

export function useSaveProgramme() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: { id: null; values: AddProgramme } | { id: number; change: EditProgramme }) =>
      body.id === null
        ? (await api.post<ProgrammesEditor>('system-data/programmes', body.values)).data
        : (await api.patch<ProgrammesEditor>(`system-data/programmes/${body.id}`, body.change)).data,
    onSuccess: settleProgrammes,
    onError: () => void queryClient.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
  });
}

export function useDeleteProgramme() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      (await api.delete<ProgrammesEditor>(`system-data/programmes/${id}`, { query: { version } })).data,
    onSuccess: settleProgrammes,
    onError: () => void queryClient.invalidateQueries({ queryKey: PROGRAMMES_KEY }),
  });
}
