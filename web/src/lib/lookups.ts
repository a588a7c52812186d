import type { LookupChoices } from '@collegium/domain/lookup-lists';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api-client.ts';

// Issue 15: the choices a form offers from a System data list, GET {api}/lookups/{list} (any
// signed-in user). A retired value is no longer offered, but a record holding it still shows it.

export const lookupKey = (list: string) => ['lookups', list] as const;

export function useLookupChoices(list: string | undefined) {
  return useQuery({
    queryKey: lookupKey(list ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<LookupChoices>(`lookups/${encodeURIComponent(list ?? '')}`, { signal })).data,
    enabled: Boolean(list),
    staleTime: 60_000,
  });
}

/** The choices for a select: the list's values, with the one a record holds first when retired. */
export function withHeld(values: readonly string[], held: unknown): readonly string[] {
  const v = typeof held === 'string' ? held : '';
  return v !== '' && !values.includes(v) ? [v, ...values] : values;
}

/**
 * System data's programme codes (issue 15), read from the programmes table: those offered, and
 * for a filter also the retired ones records still hold. Empty while loading.
 */
export function useProgrammeCodes(forFilter = false): readonly string[] {
  const { data } = useLookupChoices('programmes');
  return useMemo(() => (data ? (forFilter ? [...data.values, ...data.retired] : data.values) : []), [data, forFilter]);
}

/**
 * Each programme's levels in order (System data's programmes table, issue 15), from the same
 * GET lookups/programmes: what the transfer and placing forms offer. No levels while loading or
 * for a code the table does not have.
 */
export function useProgrammeLevels(): (code: string) => readonly string[] {
  const { data } = useLookupChoices('programmes');
  return useMemo(() => {
    const levels = new Map((data?.programmes ?? []).map((p) => [p.code, p.levels]));
    return (code: string) => levels.get(code) ?? [];
  }, [data]);
}
