import type { DocumentList, StudentDocument } from '@collegium/domain/student-documents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { postForm, type UploadProgress } from '../../../../lib/upload.ts';

// docs/api-contract.md: the Documents tab, {api}/students/:id/documents.

const key = (studentId: number) => ['students', studentId, 'documents'];

export function useStudentDocuments(studentId: number) {
  return useQuery({
    queryKey: key(studentId),
    queryFn: async ({ signal }) => (await api.get<DocumentList>(`students/${studentId}/documents`, { signal })).data,
  });
}

export interface NewDocument {
  title: string;
  category: string;
  file: File;
  onProgress?: UploadProgress;
}

export function useUploadDocument(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form shows the server's messages under its fields.
    meta: { handlesErrors: true },
    mutationFn: ({ title, category, file, onProgress }: NewDocument) => {
      const form = new FormData();
      form.append('title', title);
      form.append('category', category);
      form.append('file', file);
      return postForm<StudentDocument>(`students/${studentId}/documents`, form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(studentId) }),
  });
}

export function useDeleteDocument(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The confirmation dialog shows why a delete failed.
    meta: { handlesErrors: true },
    mutationFn: async (documentId: number) => {
      await api.delete(`students/${studentId}/documents/${documentId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(studentId) }),
  });
}

export function downloadDocument(studentId: number, doc: StudentDocument): Promise<string> {
  return api.download(`students/${studentId}/documents/${doc.id}/file`, {
    type: doc.filename.split('.').pop() ?? 'bin',
  });
}
