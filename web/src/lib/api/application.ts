import type { ApplicantOptions, ApplicationState } from '@collegium/domain/application-state';
import type { DataStepKey } from '@collegium/domain/application-wizard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

// docs/api-contract.md, "Applying": the signed-in applicant's own application. Every call works
// on the caller's application; none takes an id.

export const APPLICATION_KEY = ['applicant', 'application'] as const;

export function useApplication() {
  return useQuery({
    queryKey: APPLICATION_KEY,
    queryFn: async () => (await api.get<ApplicationState>('applicant/application')).data,
    meta: { handlesErrors: true },
    retry: false,
  });
}

export function useApplicantOptions() {
  return useQuery({
    queryKey: ['applicant', 'options'],
    queryFn: async () => (await api.get<ApplicantOptions>('applicant/options')).data,
    staleTime: 5 * 60_000,
  });
}

/** Saves one step (on Next); the answer is the whole application again. 422 names the fields. */
export function useSaveStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ step, values }: { step: DataStepKey; values: unknown }) =>
      (await api.put<ApplicationState>(`applicant/application/steps/${step}`, values)).data,
    onSuccess: (state) => client.setQueryData(APPLICATION_KEY, state),
    meta: { handlesErrors: true },
  });
}

/** Submits; 422 lists the steps still to complete (param = the step key). */
export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<ApplicationState>('applicant/application/submit')).data,
    onSuccess: (state) => client.setQueryData(APPLICATION_KEY, state),
    meta: { handlesErrors: true },
  });
}
