import { formatDate } from '@collegium/domain/date-format';
import { statusColour } from '@collegium/domain/status-colour';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { applyPageTitle } from '../../lib/routing/page-title.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { StatusChip } from '../ui/status-chip.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { handleApiError } from '../../lib/error-handler.ts';
import { ApplicationSummary } from './review-step.tsx';
import { LOADING_TEXT } from '../../lib/loading-text.ts';
import type { ReviewRecord as ApplicationReview } from '@collegium/domain/application-review';

// The parts of an application's page that every reader shares: admissions' record page
// (/applications/{id}) and the flexible-study coordinator's read-only one (/fc-applications/{id}).

/** An id from the address, or null when it cannot be one. */
export function parseApplicationId(raw: string): number | null {
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

export function ApplicationMissing() {
  return <Alert severity="error">This application does not exist, or it has been removed.</Alert>;
}

/** Loading, not found (404) and failure around a loaded application; sets the page title. */
export function ApplicationQueryView<R extends ApplicationReview>({
  query,
  children,
}: {
  query: UseQueryResult<R>;
  children: (record: R) => ReactNode;
}) {
  const { key: locationKey } = useLocation();
  useEffect(() => {
    if (query.data) applyPageTitle(`${query.data.applicantName}: application`);
  }, [query.data, locationKey]);
  useEffect(() => {
    if (query.error && !(isApiError(query.error) && query.error.status === 404)) handleApiError(query.error);
  }, [query.error]);
  if (query.isError) {
    return isApiError(query.error) && query.error.status === 404 ? (
      <ApplicationMissing />
    ) : (
      <Alert severity="error">This application could not be loaded. Please try again.</Alert>
    );
  }
  if (query.isPending) return <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  return <>{children(query.data)}</>;
}

function subtitle(record: ApplicationReview): string {
  const dateFormat = getConfig().dateFormat;
  return [
    record.courseTitle ? `${record.courseTitle} (${record.course})` : record.course,
    record.intake ? `starting ${formatDate(record.intake, dateFormat)}` : null,
    record.studyPace,
    record.applicantType,
    record.submittedAt ? `submitted ${formatDate(record.submittedAt, dateFormat)}` : 'not submitted yet',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The applicant's name, course, intake and the overall status. */
export function ApplicationHeader({ record }: { record: ApplicationReview }) {
  return (
    <PageHeader
      title={record.applicantName}
      subtitle={subtitle(record)}
      actions={<StatusChip label={record.statusLabel} colour={statusColour(record.status)} size="medium" />}
    />
  );
}

/** Every answer of the application wizard, read-only. */
export function ApplicationAnswers({ record }: { record: ApplicationReview }) {
  return (
    <ApplicationSummary
      state={{
        id: record.id,
        status: record.status,
        submittedAt: record.submittedAt,
        editable: false,
        email: record.email,
        answers: record.answers,
        completedSteps: [],
        availableSteps: [],
        needsLeaderReference: record.needsLeaderReference,
        needsDiocese: false,
        references: [],
        evidence: record.evidence,
      }}
    />
  );
}

/** The chosen tab, kept in `?tab=` (the first tab leaves it out); an unknown value reads as the first. */
export function useTabParam<T extends string>(tabs: readonly { value: T }[]): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value as T;
  const raw = params.get('tab');
  const tab = tabs.some((t) => t.value === raw) ? (raw as T) : first;
  const choose = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === first) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, choose];
}
