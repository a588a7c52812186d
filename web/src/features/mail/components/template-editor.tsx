import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import { useRef, useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import type { EmailTemplate } from '@collegium/domain/email-templates';
import { useTemplatePreview } from '../api/preview-email-template.ts';
import { useSaveEmailTemplate } from '../api/save-email-template.ts';
import { PlaceholderChips } from './placeholder-chips.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { useDebounced } from '../../../hooks/use-debounced.ts';
import { isStaleVersion, StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';

/** The messages of a 422 for one field. */
function fieldMessages(error: unknown, param: string): string[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return (error.body?.details ?? []).filter((d) => d.param === param).map((d) => d.message);
}

/**
 * Edits one template's subject and body, with the server's preview beside it (updated as you
 * type) and problems with placeholders shown under the field they are in, before and on saving.
 */
export function TemplateEditor({
  template,
  dateFormat,
  onReload,
}: {
  template: EmailTemplate;
  dateFormat: string;
  onReload: () => void;
}) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSaveEmailTemplate();
  const notify = useSnackbarStore((s) => s.notify);
  const draft = useDebounced({ subject, body }, 400);
  const preview = useTemplatePreview(template.key, draft.subject, draft.body);
  const changed = subject !== template.subject || body !== template.body;

  // Problems found while typing (preview) until a save attempt reports its own.
  const problemSource = save.error ?? preview.error;
  const subjectErrors = fieldMessages(problemSource, 'subject');
  const bodyErrors = fieldMessages(problemSource, 'body');
  const stale = isStaleVersion(save.error);
  const otherError =
    save.error && !stale && subjectErrors.length + bodyErrors.length === 0
      ? isApiError(save.error)
        ? save.error.message
        : 'The template could not be saved.'
      : null;

  const insert = (name: string) => {
    const el = bodyRef.current;
    const token = `{{${name}}}`;
    const start = el?.selectionStart ?? body.length;
    const end = el?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + token + body.slice(end));
    save.reset();
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby="template-editor-title" sx={{ p: 2 }}>
        <Typography id="template-editor-title" component="h2" variant="h6">
          {template.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {template.updatedBy
            ? `Last saved by ${template.updatedBy}, ${formatDateTime(template.updatedAt, dateFormat)}`
            : 'The wording as installed'}{' '}
          · version {template.version}
        </Typography>
        <Stack spacing={2}>
          <PlaceholderChips placeholders={template.placeholders} onInsert={insert} />
          <TextField
            label="Subject"
            value={subject}
            onChange={(e) => {
              setSubject(e.target.value);
              save.reset();
            }}
            required
            fullWidth
            error={subjectErrors.length > 0}
            helperText={subjectErrors.join(' ') || ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label="Message"
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              save.reset();
            }}
            required
            fullWidth
            multiline
            minRows={10}
            maxRows={30}
            inputRef={bodyRef}
            error={bodyErrors.length > 0}
            helperText={
              bodyErrors.join(' ') || 'Plain text. Leave a blank line between paragraphs; web addresses become links.'
            }
          />
          {stale && <StaleVersionAlert thing="template" onReload={onReload} />}
          {otherError && <Alert severity="error">{otherError}</Alert>}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
            <Button
              disabled={!changed || save.isPending}
              onClick={() => {
                setSubject(template.subject);
                setBody(template.body);
                save.reset();
              }}
            >
              Undo changes
            </Button>
            <AppButton
              disabled={!changed || save.isPending}
              onClick={() =>
                // The saved version replaces this editor (a new key), so the per-call callbacks of
                // mutate would never run: wait on the promise instead. Failures show via save.error.
                save
                  .mutateAsync({ key: template.key, subject, body, version: template.version })
                  .then((saved) => notify(`“${saved.name}” saved.`, { type: 'success' }))
                  .catch(() => undefined)
              }
            >
              Save
            </AppButton>
          </Box>
        </Stack>
      </Paper>
      <TemplatePreview preview={preview.data} error={preview.error} loading={preview.isFetching} />
    </Stack>
  );
}
