import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { MARKETING_REPORT_FILTERS } from '@collegium/domain/reporting-contracts';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useLookupChoices } from '../../../lib/lookups.ts';
import { usePermissions } from '../../../lib/session/session-store.ts';
import { useReport } from '../api/get-reports.ts';
import { countFigure, droppedNote, yearFigure } from '../figures.ts';
import { listLink } from '../list-links.ts';
import { ChartFigure } from '../../../components/charts/chart-figure.tsx';
import { useReportFilters } from './report-filter-bar.tsx';
import { ReportPage } from './report-page.tsx';
import { StageFigures } from './stage-figures.tsx';
import { useFromHere } from '../../../lib/navigation/came-from.ts';

// Issue 16, Reporting > Marketing (spec 2.4, reports:menu): potential students in the filters by
// stage (spec 4.5 order) and report group, source, event and year of first contact, the funnel from
// potential student to completed, and how many may be mailed (consent current, contacts > consents).

const LIST = 'leads.all';

export function MarketingReportScreen() {
  const { filters, setFilter, clear } = useReportFilters(MARKETING_REPORT_FILTERS);
  const fromHere = useFromHere();
  // The consent the mailing list needs: a System data consent purpose, kept in the address too.
  const [params] = useSearchParams();
  const purpose = params.get('purpose') ?? '';
  const purposes = useLookupChoices('consent-purposes');
  const asked = useMemo(() => (purpose ? { ...filters, purpose } : filters), [filters, purpose]);
  const permissions = usePermissions();
  const report = useReport('marketing', asked);
  const data = report.data;
  const ctx = { filters, permissions };
  const shareOf = data?.total ?? 0;
  const note = droppedNote(LIST, filters);
  const mailingLink = data
    ? listLink('contacts.consents', {}, { consentType: data.mailing.purpose, given: 'true' }, permissions)
    : undefined;
  return (
    <ReportPage
      page="marketing"
      noun="potential students"
      names={MARKETING_REPORT_FILTERS}
      filters={asked}
      onFilter={setFilter}
      onClear={clear}
      report={data}
      failed={report.isError}
      summary={
        data && (
          <Paper sx={{ p: 2, mb: 2 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
              <Typography component="h2" variant="h6">
                Mailing list
              </Typography>
              <TextField
                select
                size="small"
                label="Consent to"
                value={purpose || data.mailing.purpose}
                onChange={(e) => setFilter('purpose', e.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 220 }}
              >
                {[...new Set([data.mailing.purpose, ...(purposes.data?.values ?? [])])].map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </TextField>
            </Box>
            <Typography>
              {data.mailing.consented.toLocaleString('en-GB')} of {data.total.toLocaleString('en-GB')} potential
              students in the filters may be mailed: their consent to “{data.mailing.purpose}” is current. The Excel
              export’s Mailing list sheet holds only them.{' '}
              {mailingLink && (
                <Link component={RouterLink} to={mailingLink.to} state={fromHere}>
                  Open the consents
                </Link>
              )}
            </Typography>
            {note && (
              <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                {note}
              </Typography>
            )}
          </Paper>
        )
      }
    >
      {data && (
        <>
          <ChartFigure
            title="Conversion funnel"
            groupHeader="Step"
            horizontal
            note="Each step counts the potential students who reached it or a later one."
            data={{
              categories: data.funnel.map((s) => s.step),
              series: [{ label: 'People', data: data.funnel.map((s) => s.count) }],
              shareOf,
              // Each step opens the funnel's own people: the potential students in the filters who
              // reached it (the list's derived filter `reached`), never a whole list.
              links: data.funnel.map((s, i) =>
                listLink(LIST, filters, i === 0 ? {} : { reached: s.step }, permissions),
              ),
            }}
          />
          <StageFigures byStage={data.byStage} byGroup={data.byGroup} ctx={ctx} shareOf={shareOf} />
          <ChartFigure
            title="Potential students by source"
            groupHeader="Source"
            horizontal
            data={countFigure(data.bySource, ctx, LIST, { label: 'Potential students', field: 'firstSource', shareOf })}
          />
          <ChartFigure
            title="Registrations by event"
            groupHeader="Event"
            horizontal
            data={countFigure(data.byEvent, ctx, LIST, { label: 'Registrations', field: 'event' })}
          />
          <ChartFigure
            title="Potential students by year of first contact"
            groupHeader="Academic year"
            kind="line"
            data={yearFigure(data.byYear, ctx, LIST, 'Potential students')}
          />
        </>
      )}
    </ReportPage>
  );
}
