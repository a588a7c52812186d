import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldError } from '../../../lib/upload.ts';
import { usePeopleSearch, usePrivacyPerson } from '../api/privacy.ts';
import { PersonPanel } from './person-panel.tsx';
import { RetentionSection } from './retention-section.tsx';

// Issue 15, Administration > Privacy (admin:admin): the person's own data under UK GDPR. Find
// anyone (lead, applicant, student, alumnus, donor, contact, user), see what is held about them,
// produce their subject-access export, or anonymise them. The person chosen is in the address
// (?person=id), so the page can be linked to and reloaded.

function Search({ onPick }: { onPick: (id: number) => void }) {
  const [text, setText] = useState('');
  const search = usePeopleSearch(text);
  const items = search.data ?? [];
  const problem = fieldError(search.error, 'search');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-labelledby="privacy-find-title">
      <Typography id="privacy-find-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Find a person
      </Typography>
      <TextField
        label="Name, e-mail or record number"
        value={text}
        onChange={(e) => setText(e.target.value)}
        size="small"
        fullWidth
        type="search"
        error={Boolean(problem)}
        helperText={
          problem ?? 'Anyone the college holds: leads, applicants, students, alumni, donors, contacts, users.'
        }
      />
      {search.error && isApiError(search.error) && !problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {search.error.message}
        </Alert>
      )}
      {search.isSuccess && items.length === 0 && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          Nobody matches “{text.trim()}”.
        </Typography>
      )}
      {items.length > 0 && (
        <List dense aria-label="People found">
          {items.map((p) => (
            <ListItem key={p.id} disablePadding>
              <ListItemButton onClick={() => onPick(p.id)}>
                <ListItemText
                  primary={p.name}
                  secondary={[
                    `Record ${p.id}`,
                    p.email,
                    p.birthYear ? `born ${p.birthYear}` : null,
                    p.anonymised ? 'anonymised' : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

export function PrivacyScreen() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('person'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const person = usePrivacyPerson(id);
  return (
    <Box>
      <PageHeader
        title="Privacy"
        subtitle="A person's own data: what is held, their subject access export, anonymisation, and how long records are kept."
      />
      <Search onPick={(pick) => setParams({ person: String(pick) })} />
      {id !== null && person.isPending && <PageLoading />}
      {person.error && (
        <Alert severity="error">
          {isApiError(person.error) ? person.error.message : 'The person could not be loaded.'}
        </Alert>
      )}
      {person.data && <PersonPanel person={person.data} />}
      <RetentionSection />
    </Box>
  );
}
