import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { PAGE_CATEGORIES, PAGE_CATEGORY_LABELS } from '@collegium/domain/portal-pages';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import type { PortalPageSummary, PageCategory } from '@collegium/domain/portal-pages';
import type { PageFilters } from '../api/portal-pages.ts';

/** Filters over the pages, then the pages, each with its path key and state. */
export function PageList({
  pages,
  filters,
  onFilters,
  selected,
  dateFormat,
  onSelect,
}: {
  pages: PortalPageSummary[] | undefined;
  filters: PageFilters;
  onFilters: (next: PageFilters) => void;
  selected: number | null;
  dateFormat: string;
  onSelect: (id: number) => void;
}) {
  return (
    <Stack spacing={2}>
      <Stack role="search" aria-label="Search and filter portal pages" spacing={2}>
        <TextField
          label="Search pages"
          type="search"
          size="small"
          value={filters.search ?? ''}
          onChange={(e) => onFilters({ ...filters, search: e.target.value || undefined })}
          helperText="Title or path key"
        />
        <Stack direction="row" spacing={1}>
          <TextField
            select
            label="Category"
            size="small"
            fullWidth
            value={filters.category ?? ''}
            onChange={(e) =>
              onFilters({ ...filters, category: (e.target.value || undefined) as PageCategory | undefined })
            }
          >
            <MenuItem value="">All</MenuItem>
            {PAGE_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {PAGE_CATEGORY_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="State"
            size="small"
            fullWidth
            value={filters.published ?? ''}
            onChange={(e) =>
              onFilters({ ...filters, published: (e.target.value || undefined) as PageFilters['published'] })
            }
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="true">Published</MenuItem>
            <MenuItem value="false">Unpublished</MenuItem>
          </TextField>
        </Stack>
      </Stack>
      <Paper variant="outlined" component="nav" aria-label="Portal pages">
        {pages?.length === 0 && (
          <Typography sx={{ p: 2, color: 'text.secondary' }}>No pages match these filters.</Typography>
        )}
        <List disablePadding>
          {pages?.map((p) => (
            <ListItem key={p.id} disablePadding divider>
              <ListItemButton
                selected={p.id === selected}
                aria-current={p.id === selected ? 'page' : undefined}
                onClick={() => onSelect(p.id)}
              >
                <ListItemText
                  primary={p.title}
                  secondary={`${p.pathKey} · ${p.updatedBy ? `edited by ${p.updatedBy}, ${formatDate(p.updatedAt, dateFormat)}` : 'as installed'}`}
                  slotProps={{ secondary: { sx: { color: 'text.secondary', overflowWrap: 'anywhere' } } }}
                />
                {!p.published && <StatusChip label="Unpublished" colour="warning" />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
