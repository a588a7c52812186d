import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ApplicationReview, SectionReview } from '@collegium/domain/application-review';
import { reviewSectionLabel } from '@collegium/domain/application-review-sections';
import { formatDate } from '@collegium/domain/date-format';
import { NOT_YET_REVIEWED } from '@collegium/domain/section-review-statuses';
import { statusColour } from '@collegium/domain/status-colour';
import { useState } from 'react';
import { AppButton } from '../../../components/ui/button.tsx';
import { StatusChip } from '../../../components/ui/status-chip.tsx';
import { useSetSectionReview } from '../../../lib/api/application-review.ts';
import { getConfig } from '../../../lib/config.ts';
import { handleApiError } from '../../../lib/error-handler.ts';
import { useSnackbarStore } from '../../../lib/snackbar-store.ts';
import { NO_ERRORS, type ReviewErrors, reviewErrorsFrom } from './review-errors.ts';

// spec 4.4, issue 19: the application's review as one form: a navigator of the sections with their
// statuses, each section (collapsed once settled: accepted, acknowledged, approved or not
// applicable) with its status and notes, and one Save that sends each changed section (the
// server's per-section call, with the version each answer gives). Offered once the applicant has
// submitted the application.

export const NOTES_MAX = 4000;
const NONE = '';
const SETTLED = new Set(['Accepted', 'Acknowledged', 'Approved', 'Not applicable']);

interface Draft {
  status: string;
  notes: string;
}

const idOf = (section: string) => `review-${section}`;
const savedDraft = (r: SectionReview): Draft => ({ status: r.status ?? NONE, notes: r.notes });

export function SectionReviewForm({ record, canEdit }: { record: ApplicationReview; canEdit: boolean }) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, ReviewErrors>>({});
  const [open, setOpen] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(record.sections.map((r) => [r.section, !SETTLED.has(r.status ?? '')])),
  );
  const save = useSetSectionReview(record.id);
  const notify = useSnackbarStore((s) => s.notify);
  const dateFormat = getConfig().dateFormat;

  if (!record.submitted)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        The sections are reviewed once the applicant has submitted the application.
      </Alert>
    );

  const valueOf = (r: SectionReview) => drafts[r.section] ?? savedDraft(r);
  const changed = record.sections.filter((r) => {
    const d = drafts[r.section];
    return d !== undefined && (d.status !== (r.status ?? NONE) || d.notes.trim() !== r.notes);
  });
  const edit = (r: SectionReview, patch: Partial<Draft>) => {
    setDrafts((all) => ({ ...all, [r.section]: { ...valueOf(r), ...patch } }));
    setErrors((all) => ({ ...all, [r.section]: NO_ERRORS }));
  };
  const goTo = (section: string) => {
    setOpen((all) => ({ ...all, [section]: true }));
    document.getElementById(`${idOf(section)}-title`)?.scrollIntoView({ block: 'start' });
  };

  const submit = async () => {
    const tooLong = changed.filter((r) => (drafts[r.section]?.notes.length ?? 0) > NOTES_MAX);
    if (tooLong.length > 0) {
      setErrors(
        Object.fromEntries(
          tooLong.map((r) => [
            r.section,
            { fields: { notes: `Keep the notes to ${NOTES_MAX} characters.` }, form: null },
          ]),
        ),
      );
      goTo(tooLong[0]!.section);
      return;
    }
    let version = record.version;
    let saved = 0;
    for (const r of changed) {
      const d = drafts[r.section]!;
      try {
        const next = await save.mutateAsync({
          section: r.section,
          status: d.status === NONE ? null : d.status,
          notes: d.notes,
          version,
        });
        version = next.version;
        saved += 1;
        setDrafts((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== r.section)));
      } catch (error) {
        const shown = reviewErrorsFrom(error, ['status', 'notes']);
        if (shown) {
          setErrors((all) => ({ ...all, [r.section]: shown }));
          goTo(r.section);
        } else handleApiError(error);
        break;
      }
    }
    if (saved > 0)
      notify(saved === 1 ? 'The review of 1 section saved.' : `The review of ${saved} sections saved.`, {
        type: 'success',
      });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' } }}>
      <Box
        component="nav"
        aria-label="Review sections"
        sx={{ alignSelf: 'start', position: { md: 'sticky' }, top: { md: 80 } }}
      >
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: { xs: 'flex', md: 'grid' }, flexWrap: 'wrap', gap: 1 }}
        >
          {record.sections.map((r) => {
            const shown = r.status ?? NOT_YET_REVIEWED;
            return (
              <li key={r.section}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => goTo(r.section)}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, textAlign: 'left' }}
                >
                  {reviewSectionLabel(r.section)}
                  <StatusChip label={shown} colour={statusColour(shown)} />
                </Link>
              </li>
            );
          })}
        </Box>
      </Box>
      <Box component="form" aria-label="Section reviews" onSubmit={(e) => (e.preventDefault(), void submit())}>
        {record.sections.map((r) => {
          const label = reviewSectionLabel(r.section);
          const shown = r.status ?? NOT_YET_REVIEWED;
          const value = valueOf(r);
          const err = errors[r.section] ?? NO_ERRORS;
          const id = idOf(r.section);
          return (
            <Accordion
              key={r.section}
              disableGutters
              expanded={open[r.section] ?? true}
              onChange={(_e, expanded) => setOpen((all) => ({ ...all, [r.section]: expanded }))}
              slotProps={{ heading: { component: 'h3' } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-title`} aria-controls={`${id}-body`}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, fontWeight: 600 }}>
                  {label}
                  {r.optional && (
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      (optional)
                    </Typography>
                  )}
                  <StatusChip label={shown} colour={statusColour(shown)} />
                </Box>
              </AccordionSummary>
              <AccordionDetails sx={{ display: 'grid', gap: 1.5 }}>
                {r.updatedAt && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {`Last changed ${formatDate(r.updatedAt, dateFormat)}${r.updatedBy ? ` by ${r.updatedBy}` : ''}`}
                  </Typography>
                )}
                {canEdit ? (
                  <>
                    {err.form && <Alert severity="warning">{err.form}</Alert>}
                    <TextField
                      select
                      size="small"
                      id={`${id}-status`}
                      label={`${label} review status`}
                      value={value.status}
                      onChange={(e) => edit(r, { status: e.target.value })}
                      error={err.fields.status !== undefined}
                      helperText={err.fields.status}
                    >
                      <MenuItem value={NONE}>{NOT_YET_REVIEWED}</MenuItem>
                      {r.options.map((option) => (
                        <MenuItem key={option} value={option}>
                          {option}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      id={`${id}-notes`}
                      label={`${label} notes`}
                      multiline
                      minRows={2}
                      size="small"
                      value={value.notes}
                      onChange={(e) => edit(r, { notes: e.target.value })}
                      error={err.fields.notes !== undefined}
                      helperText={err.fields.notes}
                      slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
                    />
                  </>
                ) : (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {r.notes || 'No notes.'}
                  </Typography>
                )}
              </AccordionDetails>
            </Accordion>
          );
        })}
        {canEdit && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              mt: 2,
              position: 'sticky',
              bottom: 0,
              py: 1,
              bgcolor: 'background.default',
            }}
          >
            <AppButton type="submit" disabled={changed.length === 0 || save.isPending}>
              Save the review
            </AppButton>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
              {changed.length === 0
                ? 'No changes to save.'
                : `${changed.length} ${changed.length === 1 ? 'section' : 'sections'} changed.`}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
