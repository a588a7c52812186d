import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIBRARY_ACCOUNT_MAX } from '@collegium/domain/library';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { useLibraryAccount, useSaveLibraryAccount } from '../../lib/api/library.ts';
import { LOADING_TEXT } from '../../lib/loading-text.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

// Issue 20, feature library: the student's library account on the record page. Registry
// (abilities.canEdit) sets, changes or clears the number; everyone who sees the record gets the
// catalogue link (opens in a new tab, spec 2.7).

/** The catalogue link for an account (new tab), or nothing without one. */
export function CatalogueLink({ url }: { url: string | null }) {
  if (!url) return null;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      Open in the library catalogue
      <OpenInNew fontSize="small" sx={{ ml: 0.5 }} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        (opens in a new tab)
      </Box>
    </Link>
  );
}

export function LibraryAccountPanel({ studentId }: { studentId: number }) {
  const account = useLibraryAccount(studentId);
  const [editing, setEditing] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="library-heading" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography id="library-heading" component="h2" variant="h6" sx={{ mr: 1 }}>
          Library
        </Typography>
        {account.isPending && <Typography>{LOADING_TEXT}</Typography>}
        {account.isError && <Alert severity="error">The library account could not be loaded. Please try again.</Alert>}
        {account.data && !editing && (
          <>
            <Typography>
              Account number{' '}
              <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }} data-testid="library-account">
                {account.data.accountNumber ?? 'none yet'}
              </Box>
            </Typography>
            <CatalogueLink url={account.data.catalogueUrl} />
            {account.data.abilities.canEdit && (
              <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
                {account.data.accountNumber ? 'Change number' : 'Add number'}
              </Button>
            )}
          </>
        )}
      </Box>
      {account.data && editing && (
        <AccountForm studentId={studentId} current={account.data.accountNumber} onDone={() => setEditing(false)} />
      )}
    </Paper>
  );
}

function AccountForm({
  studentId,
  current,
  onDone,
}: {
  studentId: number;
  current: string | null;
  onDone: () => void;
}) {
  const save = useSaveLibraryAccount(studentId);
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(value, {
      onSuccess: onDone,
      onError: (e) => {
        const detail = isApiError(e) && Array.isArray(e.body?.details) ? e.body.details[0] : undefined;
        if (detail) setError(detail.message);
        else if (isApiError(e) && e.status === 409) setError(e.body?.message ?? e.message);
        else handleApiError(e);
      },
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <TextField
        label="Library account number"
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error !== null}
        helperText={error ?? 'Leave empty to remove the account number.'}
        slotProps={{ htmlInput: { maxLength: LIBRARY_ACCOUNT_MAX } }}
        sx={{ minWidth: { xs: '100%', sm: 280 } }}
        autoFocus
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
