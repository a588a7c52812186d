import { formatFileSize } from '@collegium/domain/student-files';
import { type Control, type FieldValues, useController } from 'react-hook-form';
import { FileUpload } from '../../components/form/file-upload.tsx';
import { uploadExtensionEvidence } from './api.ts';

// The extension form's evidence file, bound to react-hook-form like the applicant form fields:
// uploaded as soon as it is chosen, with its error under itself.

interface BaseProps {
  control: Control<FieldValues>;
  name: string;
  label: string;
}

export interface EvidenceValue {
  fileId: number;
  name: string;
  size: number;
}

/** The evidence file: checked for size here, sent at once, and kept in the form (and its draft) by its id. */
export function EvidenceInput({
  control,
  name,
  label,
  maxBytes,
  required,
}: BaseProps & { maxBytes: number; required: boolean }) {
  const { field, fieldState } = useController({ name, control });
  const value = field.value as EvidenceValue | null;
  return (
    <FileUpload
      legend={label}
      hint={`PDF, JPEG, PNG or Word (DOCX), up to ${formatFileSize(maxBytes)}.`}
      label={value ? 'Choose a different file' : 'Choose a file'}
      required={required}
      maxBytes={maxBytes}
      current={value}
      onRemove={() => field.onChange(null)}
      error={fieldState.error?.message}
      inputRef={field.ref}
      onBlur={field.onBlur}
      name={field.name}
      send={async (file, onProgress) => {
        const uploaded = await uploadExtensionEvidence(file, onProgress);
        field.onChange({ fileId: uploaded.fileId, name: uploaded.name, size: uploaded.size });
      }}
    />
  );
}
