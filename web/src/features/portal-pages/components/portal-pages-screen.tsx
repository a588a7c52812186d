import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_CATEGORIES, type PageCategory } from '@collegium/domain/portal-pages';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppButton } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { getConfig } from '../../../lib/config.ts';
import { useDebounced } from '../../../hooks/use-debounced.ts';
import { type PageFilters, usePortalPage, usePortalPages } from '../api/portal-pages.ts';
import { NewPageDialog } from './new-page-dialog.tsx';
import { PageEditor } from './page-editor.tsx';
import { PageList } from './page-list.tsx';

// spec 2.4 admin/portalpages (pages:list; saving needs pages:edit): the student content pages,
// IT Support pages and knowledge-base articles, edited in Markdown with a live preview. The
// chosen page and the filters live in the address, so a link or a reload keeps them.

function filtersOf(params: URLSearchParams): PageFilters {
  const category = params.get('category');
  const published = params.get('published');
  return {
    category: (PAGE_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as PageCategory) : undefined,
    published: published === 'true' || published === 'false' ? published : undefined,
    search: params.get('search') ?? undefined,
  };
}

export function PortalPagesScreen() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const filters = filtersOf(params);
  const pages = usePortalPages({ ...filters, search: useDebounced(filters.search, 300) });
  const canEdit = pages.data?.abilities.canEdit ?? false;
  const dateFormat = getConfig().dateFormat;
  const chosen = Number(params.get('id')) || null;
  const id = chosen ?? (wide ? (pages.data?.items[0]?.id ?? null) : null);
  const page = usePortalPage(id);

  const update = (next: { id?: number | null; filters?: PageFilters }) => {
    const merged = { ...filters, ...next.filters };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v) out.set(k, v);
    const nextId = next.id === undefined ? chosen : next.id;
    if (nextId) out.set('id', String(nextId));
    setParams(out, { replace: next.id === undefined });
  };

  const showList = wide || id === null;
  const showEditor = id !== null;

  return (
    <>
      <PageHeader
        title="Portal pages"
        subtitle="What students read in the portal and staff read in the knowledge base. Unpublished pages are hidden from readers."
        actions={
          canEdit ? (
            <AppButton startIcon={<Add />} onClick={() => setCreating(true)}>
              New page
            </AppButton>
          ) : undefined
        }
      />
      {pages.isError && <Alert severity="error">The pages could not be loaded. Please reload the page.</Alert>}
      {pages.isPending && <CircularProgress aria-label="Loading the pages" />}
      {pages.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 320px) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {showList && (
            <PageList
              pages={pages.data.items}
              filters={filters}
              onFilters={(f) => update({ filters: f })}
              selected={id}
              dateFormat={dateFormat}
              onSelect={(next) => update({ id: next })}
            />
          )}
          {showEditor && (
            <Box sx={{ minWidth: 0 }}>
              {!wide && (
                <Button startIcon={<ArrowBack />} onClick={() => update({ id: null })} sx={{ mb: 1 }}>
                  All pages
                </Button>
              )}
              {page.isError && <Alert severity="error">There is no such page, or it could not be loaded.</Alert>}
              {page.isPending && <CircularProgress aria-label="Loading the page" />}
              {page.data && (
                <PageEditor
                  // Another page, or a newer version of this one, starts a fresh draft.
                  key={`${page.data.id}:${page.data.version}`}
                  page={page.data}
                  dateFormat={dateFormat}
                  canEdit={canEdit}
                  onReload={() => void page.refetch()}
                />
              )}
            </Box>
          )}
        </Box>
      )}
      {creating && (
        <NewPageDialog
          open
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            update({ id: created.id });
          }}
        />
      )}
    </>
  );
}
