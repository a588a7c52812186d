import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import { PAGE_CATEGORY_LABELS } from '@collegium/domain/portal-pages';
import { useState } from 'react';
import type { Location } from 'react-router';
import { AppButton } from '../../../components/ui/button.tsx';
import { LeaveGuard } from '../../../components/ui/leave-guard.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { useDebounced } from '../../../hooks/use-debounced.ts';
import type { PortalPage } from '@collegium/domain/portal-pages';
import { usePagePreview, useSavePortalPage } from '../api/portal-pages.ts';
import { RenderedHtml } from '../../../components/ui/rendered-html.tsx';
import { isStaleVersion, StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';

/** The messages of a 422 for one field. */
export function fieldMessages(error: unknown, param: string): string[] {
  if (!isApiError(error) || error.status !== 422) return [];
  return (error.body?.details ?? []).filter((d) => d.param === param).map((d) => d.message);
}

const pageParam = (search: string) => new URLSearchParams(search).get('id');

const MARKDOWN_HELP = 'Markdown: ## Heading, **bold**, - list item, [link text](https://…). HTML is shown as text.';

/** Edits one page's title, text and published flag, with the rendered page beside it. */
export function PageEditor({
  page,
  dateFormat,
  canEdit,
  onReload,
}: {
  page: PortalPage;
  dateFormat: string;
  canEdit: boolean;
  onReload: () => void;
}) {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [published, setPublished] = useState(page.published);
  const save = useSavePortalPage();
  const notify = useSnackbarStore((s) => s.notify);
  const draftBody = useDebounced(body, 300);
  const preview = usePagePreview(page.pathKey, draftBody);
  const changed = title !== page.title || body !== page.body || published !== page.published;

  // Leaving with unsaved changes asks first: another page of the app, another portal page (not a
  // change of the list's filters), or closing the tab.
  const leavesPage = (from: Location, to: Location) =>
    from.pathname !== to.pathname || pageParam(from.search) !== pageParam(to.search);

  const titleErrors = fieldMessages(save.error, 'title');
  const bodyErrors = fieldMessages(save.error, 'body');
  const stale = isStaleVersion(save.error);
  const otherError =
    save.error && !stale && titleErrors.length + bodyErrors.length === 0
      ? isApiError(save.error)
        ? save.error.message
        : 'The page could not be saved.'
      : null;
  const reset = () => save.reset();

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby="page-editor-title" sx={{ p: 2 }}>
        <Typography id="page-editor-title" component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {page.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
          {page.pathKey} · {PAGE_CATEGORY_LABELS[page.category]} ·{' '}
          {page.updatedBy
            ? `last saved by ${page.updatedBy}, ${formatDateTime(page.updatedAt, dateFormat)}`
            : 'as installed'}{' '}
          · version {page.version}
        </Typography>
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            You can read these pages; changing them needs the pages:edit permission.
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField
            label="Title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              reset();
            }}
            required
            fullWidth
            disabled={!canEdit}
            error={titleErrors.length > 0}
            helperText={titleErrors.join(' ') || ' '}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <TextField
            label="Page text"
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              reset();
            }}
            required
            fullWidth
            multiline
            minRows={10}
            maxRows={30}
            disabled={!canEdit}
            error={bodyErrors.length > 0}
            helperText={
              bodyErrors.join(' ') ||
              (page.pathKey === 'help' ? `${MARKDOWN_HELP} Each ## heading starts a tab.` : MARKDOWN_HELP)
            }
          />
          <FormControlLabel
            control={
              <Switch
                checked={published}
                disabled={!canEdit}
                onChange={(e) => {
                  setPublished(e.target.checked);
                  reset();
                }}
              />
            }
            label={published ? 'Published: readers see this page' : 'Unpublished: hidden from readers'}
          />
          {stale && <StaleVersionAlert thing="page" onReload={onReload} />}
          {otherError && <Alert severity="error">{otherError}</Alert>}
          {canEdit && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
              <Button
                disabled={!changed || save.isPending}
                onClick={() => {
                  setTitle(page.title);
                  setBody(page.body);
                  setPublished(page.published);
                  reset();
                }}
              >
                Undo changes
              </Button>
              <AppButton
                disabled={!changed || save.isPending}
                onClick={() =>
                  // The saved version replaces this editor (a new key): wait on the promise.
                  save
                    .mutateAsync({ id: page.id, title, body, published, version: page.version })
                    .then((saved) => notify(`“${saved.title}” saved.`, { type: 'success' }))
                    .catch(() => undefined)
                }
              >
                Save
              </AppButton>
            </Box>
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="page-preview-title" sx={{ p: 2 }}>
        <Typography id="page-preview-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          Preview
        </Typography>
        {preview.isError && (
          <Alert severity="error">
            The preview could not be made. {isApiError(preview.error) ? preview.error.message : ''}
          </Alert>
        )}
        {preview.data && (
          <Box aria-busy={preview.isFetching}>
            <Typography component="p" variant="h5" sx={{ mb: 2 }}>
              {title}
            </Typography>
            <RenderedHtml html={preview.data.html} label="Page preview" />
            {preview.data.tabs.map((t) => (
              <Box key={t.title} sx={{ mt: 2 }}>
                <Typography component="p" variant="overline">
                  Tab: {t.title}
                </Typography>
                <RenderedHtml html={t.html} />
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      <LeaveGuard
        dirty={changed}
        isLeaving={leavesPage}
        message={`Your changes to “${page.title}” have not been saved.`}
        stayLabel="Stay and keep editing"
      />
    </Stack>
  );
}
