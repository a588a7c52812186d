import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { CurrentExtensions, StudentAssignments, StudentResults } from '@collegium/domain/student-record-views';
import { CardList } from '../../../components/student/card-list.tsx';
import { ExtensionSummary } from '../../../components/student/extension-summary.tsx';
import { OutcomeChip } from '../../../components/student/outcome-chip.tsx';
import { QueryContent } from '../../../components/student/query-content.tsx';
import { useStudentSection } from '../../../lib/api/student-forms.ts';

// The student's read-only views (spec 7.3): their transcript, this year's assignments and this
// year's extensions. Cards rather than tables, so they read the same on a phone.

const date = (d: string | null) => (d ? formatDate(d) : '—');
const LEVEL_NAMES: Readonly<Record<string, string>> = { '7Diss': '7 (dissertation)' };

export function TranscriptScreen() {
  const query = useStudentSection<StudentResults>('transcript');
  return (
    <>
      <PageHeader title="Transcript" subtitle="Your modules and results by academic year." />
      <QueryContent query={query} what="your transcript">
        {(data) => (
          <>
            <Typography component="p" sx={{ mb: 2 }}>
              Credits achieved: <strong>{data.totals.achieved}</strong> of {data.totals.required}
              {data.totals.levels.length > 0 &&
                ` (${data.totals.levels.map((l) => `level ${LEVEL_NAMES[l.level] ?? l.level}: ${l.achieved}`).join(', ')})`}
              .
            </Typography>
            {data.years.length === 0 ? (
              <EmptyState
                title="No modules yet"
                text="Your modules and results appear here once you are placed on your first module."
              />
            ) : (
              data.years.map((year) => (
                <Box component="section" key={year.academicYear} aria-labelledby={`transcript-${year.academicYear}`}>
                  <Typography component="h2" variant="h6" id={`transcript-${year.academicYear}`} sx={{ mb: 1 }}>
                    {year.label}
                  </Typography>
                  <CardList
                    label={`Modules in ${year.label}`}
                    cards={year.modules.map((m) => ({
                      key: m.id,
                      title: `${m.moduleCode} ${m.moduleTitle}`,
                      badge: <OutcomeChip label={m.outcome} />,
                      facts: [
                        { label: 'Level', value: LEVEL_NAMES[m.level] ?? m.level },
                        { label: 'Credits', value: m.credits },
                        { label: 'Mark', value: m.mark },
                        { label: 'Credits awarded', value: m.creditsAwarded },
                      ],
                    }))}
                  />
                </Box>
              ))
            )}
          </>
        )}
      </QueryContent>
    </>
  );
}

export function CurrentAssignmentsScreen() {
  const query = useStudentSection<StudentAssignments>('current-assignments');
  return (
    <>
      <PageHeader title="Current Assignments" subtitle="This year's assignments, with the date each is due." />
      <QueryContent query={query} what="your assignments">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="No assignments this year" text="Assignments appear here once your tutors set them." />
          ) : (
            <CardList
              label="This year's assignments"
              cards={[...data.items]
                .sort((a, b) => a.effectiveDueDate.localeCompare(b.effectiveDueDate))
                .map((a) => ({
                  key: a.id,
                  title: a.title,
                  subtitle: `${a.module.code} ${a.module.title}`,
                  badge: <OutcomeChip label={a.submission?.submittedOn ? 'Submitted' : 'Not submitted'} />,
                  facts: [
                    { label: 'Due', value: date(a.effectiveDueDate) },
                    ...(a.effectiveDueDate !== a.dueDate ? [{ label: 'Originally due', value: date(a.dueDate) }] : []),
                    { label: 'Weight', value: `${a.weight}%` },
                    { label: 'Submitted', value: date(a.submission?.submittedOn ?? null) },
                    { label: 'Mark', value: a.submission?.mark ?? null },
                  ],
                }))}
            />
          )
        }
      </QueryContent>
    </>
  );
}

export function CurrentExtensionsScreen() {
  const query = useStudentSection<CurrentExtensions>('current-extensions');
  return (
    <>
      <PageHeader
        title="Current Extensions"
        subtitle="The extensions you have asked for this year and what was decided."
      />
      <QueryContent query={query} what="your extensions">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              title="No extensions this year"
              text="Extensions you ask for appear here with the decision and the new due date."
            />
          ) : (
            <CardList
              label="This year's extensions"
              cards={data.items.map((x) => ({
                key: x.id,
                title: `${x.module.code} ${x.module.title}`,
                facts: [
                  { label: 'Decision', value: <ExtensionSummary extension={x} /> },
                  { label: 'Asked on', value: date(x.requestedAt) },
                  { label: 'Was due', value: date(x.originalDueDate) },
                ],
              }))}
            />
          )
        }
      </QueryContent>
    </>
  );
}
