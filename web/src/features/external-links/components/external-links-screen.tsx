import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EXTERNAL_LINK_AUDIENCES,
  EXTERNAL_LINK_ICONS,
  type ExternalLink,
  type ExternalLinkAudience,
  type ExternalLinkIcon,
} from '@collegium/domain/external-links';
import { type FormEvent, useState } from 'react';
import { MenuIcon } from '../../../components/navigation/menu-icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useDeleteExternalLink, useExternalLinks, useSaveExternalLink } from '../api/external-links.ts';

// Administration → External links (feature externalLink, admin:admin; issue 20): the links of
// the staff and the student menu, each with a title, an icon and an address; added, changed,
// moved and removed here. In the menu each opens in a new tab (spec 2.7).

const AUDIENCE_LABEL: Record<ExternalLinkAudience, string> = { staff: 'Staff menu', student: 'Student menu' };

interface Draft {
  id: number | null;
  version: number;
  title: string;
  url: string;
  icon: ExternalLinkIcon;
  audience: ExternalLinkAudience;
}
const EMPTY: Draft = { id: null, version: 0, title: '', url: 'https://', icon: 'Link', audience: 'staff' };

function fieldError(error: unknown, param: string): string {
  if (!isApiError(error) || error.status !== 422) return '';
  return (error.body?.details ?? [])
    .filter((d) => d.param === param)
    .map((d) => d.message)
    .join(' ');
}

function LinkForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const save = useSaveExternalLink();
  const [form, setForm] = useState(draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const link = { title: form.title, url: form.url, icon: form.icon, audience: form.audience };
    save.mutate(
      { id: form.id, link: form.id === null ? link : { ...link, version: form.version } },
      { onSuccess: onDone },
    );
  };
  const general =
    save.error && !(isApiError(save.error) && save.error.status === 422 && (save.error.body?.details?.length ?? 0) > 0)
      ? save.error.message
      : null;
  const field = (param: 'title' | 'url' | 'icon' | 'audience') => {
    const message = fieldError(save.error, param);
    return { error: message !== '', helperText: message || ' ' };
  };
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {form.id === null ? 'Add a link' : `Change ${draft.title}`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
        <TextField
          label="Title"
          value={form.title}
          onChange={(e) => set('title', e.target.value)}
          {...field('title')}
        />
        <TextField
          label="Address"
          slotProps={{ htmlInput: { inputMode: 'url' } }}
          value={form.url}
          onChange={(e) => set('url', e.target.value)}
          {...field('url')}
        />
        <TextField
          select
          label="Icon"
          value={form.icon}
          onChange={(e) => set('icon', e.target.value as ExternalLinkIcon)}
          {...field('icon')}
        >
          {EXTERNAL_LINK_ICONS.map((icon) => (
            <MenuItem key={icon} value={icon}>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <MenuIcon name={icon} /> {icon}
              </Box>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Shown in"
          value={form.audience}
          onChange={(e) => set('audience', e.target.value as ExternalLinkAudience)}
          {...field('audience')}
        >
          {EXTERNAL_LINK_AUDIENCES.map((a) => (
            <MenuItem key={a} value={a}>
              {AUDIENCE_LABEL[a]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {general && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {general}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {form.id === null ? 'Add link' : 'Save link'}
        </Button>
        {form.id !== null && <Button onClick={onDone}>Cancel</Button>}
      </Box>
    </Paper>
  );
}

function LinkRow({ link, count, onEdit }: { link: ExternalLink; count: number; onEdit: () => void }) {
  const save = useSaveExternalLink();
  const remove = useDeleteExternalLink();
  const busy = save.isPending || remove.isPending;
  const move = (by: number) =>
    save.mutate({
      id: link.id,
      link: {
        title: link.title,
        url: link.url,
        icon: link.icon,
        audience: link.audience,
        position: link.position + by,
        version: link.version,
      },
    });
  const refusal = save.error?.message ?? remove.error?.message;
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: '1 1 220px', minWidth: 0 }}>
          <MenuIcon name={link.icon} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{link.title}</Typography>
            <Link href={link.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
              {link.url}
            </Link>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <IconButton
            aria-label={`Move ${link.title} up`}
            disabled={busy || link.position <= 1}
            onClick={() => move(-1)}
          >
            <ArrowUpward />
          </IconButton>
          <IconButton
            aria-label={`Move ${link.title} down`}
            disabled={busy || link.position >= count}
            onClick={() => move(1)}
          >
            <ArrowDownward />
          </IconButton>
          <Button size="small" onClick={onEdit} disabled={busy} aria-label={`Change ${link.title}`}>
            Change
          </Button>
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={() => remove.mutate({ id: link.id, version: link.version })}
            aria-label={`Remove ${link.title}`}
          >
            Remove
          </Button>
        </Box>
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
    </ListItem>
  );
}

export function ExternalLinksScreen() {
  const query = useExternalLinks();
  const [editing, setEditing] = useState<Draft>(EMPTY);
  const [formKey, setFormKey] = useState(0);
  const reset = () => {
    setEditing(EMPTY);
    setFormKey((k) => k + 1);
  };
  const links = query.data?.links ?? [];
  return (
    <Box>
      <PageHeader
        title="External links"
        subtitle="Links to other systems shown in the staff or the student menu. Each opens in a new tab."
      />
      <LinkForm key={formKey} draft={editing} onDone={reset} />
      {query.isPending && <Typography>Loading…</Typography>}
      {query.isError && <Alert severity="error">The links could not be loaded.</Alert>}
      {query.isSuccess &&
        EXTERNAL_LINK_AUDIENCES.map((audience) => {
          const mine = links.filter((l) => l.audience === audience);
          return (
            <Paper key={audience} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
              <Typography component="h2" variant="h6">
                {AUDIENCE_LABEL[audience]}
              </Typography>
              {mine.length === 0 ? (
                <Typography sx={{ color: 'text.secondary', mt: 1 }}>No links yet.</Typography>
              ) : (
                <List aria-label={AUDIENCE_LABEL[audience]}>
                  {mine.map((link) => (
                    <LinkRow
                      key={link.id}
                      link={link}
                      count={mine.length}
                      onEdit={() => {
                        setEditing({ ...link });
                        setFormKey((k) => k + 1);
                        window.scrollTo({ top: 0 });
                      }}
                    />
                  ))}
                </List>
              )}
            </Paper>
          );
        })}
    </Box>
  );
}
