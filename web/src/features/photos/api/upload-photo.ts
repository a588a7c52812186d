import type { UploadedPhoto } from '@collegium/domain/photo-grid';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm, type UploadProgress } from '../../../lib/upload.ts';

// docs/api-contract.md: POST {api}/students/:id/photo (students:edit), multipart `file`.

export type { UploadedPhoto };

export function useUploadPhoto(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The dialog shows the server's message under the file field.
    meta: { handlesErrors: true },
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: UploadProgress }) => {
      const form = new FormData();
      form.append('file', file);
      return postForm<UploadedPhoto>(`students/${studentId}/photo`, form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['photo-grid'] }),
  });
}
