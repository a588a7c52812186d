import type {
  EndedSessions,
  PasswordChangeInput,
  ProfileNamesInput,
  UserProfile,
} from '@collegium/domain/user-profile';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { postForm } from '../../../lib/upload.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';

// docs/api-contract.md: the user-profile route's calls, on the signed-in user's own account.

const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) => (await api.get<UserProfile>('profile', { signal })).data,
  });
}

export function useSaveNames() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: ProfileNamesInput) => (await api.put<UserProfile>('profile', input)).data,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The shell shows the name (top bar, account menu).
      const user = useSessionStore.getState().user;
      if (user) useSessionStore.setState({ user: { ...user, name: profile.name } });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (input: PasswordChangeInput) => {
      await api.post('profile/password', input);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export function useEndOtherSessions() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => (await api.delete<EndedSessions>('profile/sessions')).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

/** POST {api}/profile/picture (multipart `file`) and DELETE {api}/profile/picture: one's own picture. */
export function useProfilePicture() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (file: File | null) => {
      if (file === null) {
        await api.delete('profile/picture');
        return;
      }
      const form = new FormData();
      form.append('file', file);
      // The picture's own refusals (type, size) read better than the summary above them.
      await postForm('profile/picture', form).catch((error: unknown) => {
        const details = error instanceof ApiError && Array.isArray(error.body?.details) ? error.body.details : [];
        throw details.length > 0 ? new Error(details.map((d: { message: string }) => d.message).join(' ')) : error;
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
