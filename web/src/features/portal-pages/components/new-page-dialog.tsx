import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { categoryForPathKey, PAGE_CATEGORIES, PAGE_CATEGORY_LABELS } from '@collegium/domain/portal-pages';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { PortalPage, PageCategory } from '@collegium/domain/portal-pages';
import { useCreatePortalPage } from '../api/portal-pages.ts';
import { fieldMessages } from './page-editor.tsx';

/** Adds a page at a new path key, e.g. another IT Support page or knowledge-base article. */
export function NewPageDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (page: PortalPage) => void;
}) {
  const [pathKey, setPathKey] = useState('');
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<PageCategory>('ITSupport');
  const [body, setBody] = useState('');
  const [published, setPublished] = useState(false);
  const create = useCreatePortalPage();
  const errors = (param: string) => fieldMessages(create.error, param).join(' ');
  const other = create.error && isApiError(create.error) && create.error.status !== 422 ? create.error.message : null;

  const changeKey = (next: string) => {
    setPathKey(next);
    const implied = categoryForPathKey(next.trim());
    if (implied) setCategory(implied);
    create.reset();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-page-title">
      <DialogTitle id="new-page-title">New portal page</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="new-page-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate({ pathKey: pathKey.trim(), title, category, body, published }, { onSuccess: onCreated });
          }}
        >
          <TextField
            label="Path key"
            value={pathKey}
            onChange={(e) => changeKey(e.target.value)}
            required
            error={errors('pathKey') !== ''}
            helperText={
              errors('pathKey') ||
              'Where the page lives, e.g. itsupport/printing (/forms/itsupport/printing) or kb/finance.'
            }
          />
          <TextField
            select
            label="Category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value as PageCategory);
              create.reset();
            }}
            error={errors('category') !== ''}
            helperText={errors('category') || ' '}
          >
            {PAGE_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {PAGE_CATEGORY_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            error={errors('title') !== ''}
            helperText={errors('title') || ' '}
          />
          <TextField
            label="Page text"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            required
            multiline
            minRows={5}
            error={errors('body') !== ''}
            helperText={errors('body') || 'Markdown; you can preview it once the page is created.'}
          />
          <FormControlLabel
            control={<Switch checked={published} onChange={(e) => setPublished(e.target.checked)} />}
            label="Published"
          />
          {other && <Alert severity="error">{other}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <AppButton type="submit" form="new-page-form" disabled={create.isPending}>
          Create page
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
