import type { SupportEvidenceUpload } from '@collegium/domain/student-support';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { useState } from 'react';
import { FileUpload } from '../../components/form/file-upload.tsx';
import { postForm } from '../../lib/upload.ts';

// The optional evidence of a declaration (a diagnostic report, a letter from a GP...): uploaded as
// soon as it is chosen (the server checks it is a PDF, JPEG, PNG or DOCX by its content), and the
// answer's id kept in the form's `evidenceFileId` until the declaration is sent.

interface Props {
  control: Control<FieldValues>;
  /** The name of the file already sent with the declaration, if any. */
  savedName: string | null;
}

export function EvidenceField({ control, savedName }: Props) {
  const { field, fieldState } = useController({ name: 'evidenceFileId', control });
  const [name, setName] = useState<string | null>(null);
  const shown = field.value === null || field.value === undefined ? null : (name ?? savedName ?? 'Your uploaded file');
  return (
    <FileUpload
      legend="Evidence (optional)"
      hint="A diagnostic report, a letter from your GP or consultant, or your Disabled Students’ Allowance (DSA) needs assessment. PDF, JPEG, PNG or Word."
      label={shown ? 'Choose a different file' : 'Choose a file'}
      current={shown ? { name: shown } : null}
      onRemove={() => field.onChange(null)}
      error={fieldState.error?.message}
      inputRef={field.ref}
      onBlur={field.onBlur}
      name={field.name}
      send={async (file, onProgress) => {
        const form = new FormData();
        form.append('file', file);
        const sent = await postForm<SupportEvidenceUpload>('forms/student/support-evidence', form, onProgress);
        field.onChange(sent.fileId);
        setName(sent.name);
      }}
    />
  );
}
