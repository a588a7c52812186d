import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DioceseUploadPage } from '@collegium/domain/reference-links';
import { api } from '../../../lib/api-client.ts';
import { postForm } from '../../../lib/upload.ts';

// docs/api-contract.md, "Applying": a diocese's evidence link. GET says whose application and
// what the diocese has sent; POST multipart (type, file) adds a file. 410 once expired or replaced.

const key = (token: string) => ['references', 'diocese', token];

export function useDioceseLink(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: async () => (await api.get<DioceseUploadPage>(`references/diocese/${encodeURIComponent(token)}`)).data,
    meta: { handlesErrors: true },
    retry: false,
  });
}

function post(token: string, type: string, file: File): Promise<DioceseUploadPage> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  return postForm<DioceseUploadPage>(`references/diocese/${encodeURIComponent(token)}`, form);
}

export function useSendDioceseEvidence(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: string; file: File }) => post(token, type, file),
    onSuccess: (page) => client.setQueryData(key(token), page),
    meta: { handlesErrors: true },
  });
}
