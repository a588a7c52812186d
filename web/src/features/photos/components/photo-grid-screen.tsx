import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COHORT_FILTERS } from '@collegium/domain/cohorts';
import { PHOTO_GRID_STATUSES } from '@collegium/domain/student-files';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useProgrammeCodes } from '../../../lib/lookups.ts';
import type { PhotoCard as PhotoCardData } from '@collegium/domain/photo-grid';
import { PHOTO_PAGE_SIZE, type PhotoGridFilters, usePhotoGrid } from '../api/get-photo-grid.ts';
import { PhotoCard } from './photo-card.tsx';
import { PhotoUploadDialog } from './photo-upload-dialog.tsx';

// A grid of photo cards with the hub, programme, cohort and status filters, paged on the server
// (spec 2.4: students/photos, mystudents/allphotos, mystudents/photos).

export interface PhotoGridScreenProps {
  title: string;
  subtitle?: string;
  /** The call under the API prefix. */
  endpoint: string;
  /** Where a card leads: `${recordBase}/${id}` (when the server says the viewer may open it). */
  recordBase: string;
  emptyText: string;
}

const selectProps = { select: { native: true }, inputLabel: { shrink: true } } as const;
const control = { flex: { xs: '1 1 calc(50% - 8px)', sm: '0 1 180px' }, minWidth: { xs: 0, sm: 140 } };

export function PhotoGridScreen({ title, subtitle, endpoint, recordBase, emptyText }: PhotoGridScreenProps) {
  const programmes = useProgrammeCodes(true);
  const [filters, setFilters] = useState<PhotoGridFilters>({
    hub: '',
    programme: '',
    cohort: '',
    status: 'Current',
    page: 1,
  });
  const [uploading, setUploading] = useState<PhotoCardData | null>(null);
  const grid = usePhotoGrid(endpoint, filters);
  const data = grid.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PHOTO_PAGE_SIZE)) : 1;
  const set = (name: keyof PhotoGridFilters) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFilters((f) => ({ ...f, [name]: e.target.value, page: 1 }));
  const hubs = data?.hubs ?? [];

  return (
    <>
      <PageHeader title={title} {...(subtitle ? { subtitle } : {})} />
      <Box role="search" aria-label="Filter the photos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label="Hub"
          value={filters.hub}
          onChange={set('hub')}
          slotProps={selectProps}
          sx={control}
          disabled={hubs.length === 1}
        >
          {hubs.length !== 1 && <option value="">All hubs</option>}
          {hubs.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Programme"
          value={filters.programme}
          onChange={set('programme')}
          slotProps={selectProps}
          sx={control}
        >
          <option value="">All programmes</option>
          {programmes.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Cohort"
          value={filters.cohort}
          onChange={set('cohort')}
          slotProps={selectProps}
          sx={control}
        >
          <option value="">All cohorts</option>
          {COHORT_FILTERS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={filters.status}
          onChange={set('status')}
          slotProps={selectProps}
          sx={control}
        >
          {PHOTO_GRID_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </TextField>
      </Box>
      {grid.isError ? (
        <Alert severity="error">The photos could not be loaded. Please try again.</Alert>
      ) : !data ? (
        <Typography sx={{ py: 2 }}>Loading, please wait ...</Typography>
      ) : data.items.length === 0 ? (
        <EmptyState icon={<PhotoLibrary />} title="No students to show" text={emptyText} />
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {data.total === 1 ? '1 student' : `${data.total.toLocaleString('en-GB')} students`}
            {pages > 1 ? `, page ${data.page} of ${pages}` : ''}
          </Typography>
          <Box
            component="ul"
            aria-label={title}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
              gap: 2,
              p: 0,
              m: 0,
            }}
          >
            {data.items.map((student) => (
              <PhotoCard
                key={student.id}
                student={student}
                to={data.abilities.open ? `${recordBase}/${student.id}` : null}
                {...(data.abilities.upload ? { onUpload: setUploading } : {})}
              />
            ))}
          </Box>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={data.page}
              onChange={(_e, page) => setFilters((f) => ({ ...f, page }))}
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              getItemAriaLabel={(type, page) => (type === 'page' ? `Page ${page}` : `Go to the ${type} page`)}
            />
          )}
        </>
      )}
      {uploading && (
        <PhotoUploadDialog open studentId={uploading.id} name={uploading.name} onClose={() => setUploading(null)} />
      )}
    </>
  );
}
