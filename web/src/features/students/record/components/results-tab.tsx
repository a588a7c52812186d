import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { useStudentResults } from '../../../../lib/api/student-record/get-student-results.ts';
import type { StudentResults } from '../../../../lib/api/student-record/get-student-results.ts';
import { studentBasePath } from '../../../../lib/api/student-record/student-record-query.ts';
import { CardList, usePhoneLayout } from '../../../../components/student/card-list.tsx';
import { OutcomeChip } from '../../../../components/student/outcome-chip.tsx';
import { QueryContent } from '../../../../components/student/query-content.tsx';
import { ScrollTable } from './scroll-table.tsx';
import type { StudentTabProps } from './student-tab-props.ts';

// The Modules and results tab: the credits achieved per level against the 120 each asks
// (spec 9), then every module place by academic year, newest first.

const LEVEL_NAMES: Readonly<Record<string, string>> = { '7Diss': '7 (dissertation)' };
const levelName = (level: string) => LEVEL_NAMES[level] ?? level;

function CreditTotals({ totals }: { totals: StudentResults['totals'] }) {
  return (
    <ScrollTable caption="Credits achieved by level" minWidth={300}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Level</TableCell>
          <TableCell scope="col" align="right">
            Achieved
          </TableCell>
          <TableCell scope="col" align="right">
            Required
          </TableCell>
          <TableCell scope="col" sx={{ width: '40%', minWidth: 64 }}>
            Progress
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {totals.levels.map((l) => (
          <TableRow key={l.level}>
            <TableCell component="th" scope="row">
              Level {levelName(l.level)}
            </TableCell>
            <TableCell align="right">{l.achieved}</TableCell>
            <TableCell align="right">{l.required}</TableCell>
            <TableCell>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, (l.achieved / l.required) * 100)}
                aria-label={`Level ${levelName(l.level)}: ${l.achieved} of ${l.required} credits`}
                sx={{ height: 8, borderRadius: 1 }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow sx={{ '& > .MuiTableCell-footer': { fontSize: '0.875rem', fontWeight: 500, color: 'text.primary' } }}>
          <TableCell component="th" scope="row">
            Total
          </TableCell>
          <TableCell align="right">{totals.achieved}</TableCell>
          <TableCell align="right">{totals.required}</TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </ScrollTable>
  );
}

type Year = StudentResults['years'][number];

function YearCards({ year }: { year: Year }) {
  return (
    <CardList
      label={`Modules in ${year.label}`}
      cards={year.modules.map((m) => ({
        key: m.id,
        title: `${m.moduleCode} ${m.moduleTitle}`,
        badge: <OutcomeChip label={m.outcome} />,
        facts: [
          { label: 'Level', value: levelName(m.level) },
          { label: 'Credits', value: m.credits },
          { label: 'Hub', value: m.hub },
          { label: 'Tutor', value: m.tutor },
          { label: 'Mark', value: m.mark },
          { label: 'Credits awarded', value: m.creditsAwarded },
        ],
      }))}
    />
  );
}

function YearTable({ year }: { year: Year }) {
  return (
    <ScrollTable caption={`Modules in ${year.label}`} fixedLayout>
      <TableHead>
        <TableRow>
          <TableCell scope="col" sx={{ width: '30%' }}>
            Module
          </TableCell>
          <TableCell scope="col" sx={{ width: '12%' }}>
            Level
          </TableCell>
          <TableCell scope="col" align="right" sx={{ width: '8%' }}>
            Credits
          </TableCell>
          <TableCell scope="col" sx={{ width: '12%' }}>
            Hub
          </TableCell>
          <TableCell scope="col" sx={{ width: '14%' }}>
            Tutor
          </TableCell>
          <TableCell scope="col" sx={{ width: '10%' }}>
            Outcome
          </TableCell>
          <TableCell scope="col" align="right" sx={{ width: '6%' }}>
            Mark
          </TableCell>
          <TableCell scope="col" align="right" sx={{ width: '8%' }}>
            Credits awarded
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {year.modules.map((m) => (
          <TableRow key={m.id}>
            <TableCell component="th" scope="row">
              <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {m.moduleCode}
              </Box>
              {m.moduleTitle}
            </TableCell>
            <TableCell>{levelName(m.level)}</TableCell>
            <TableCell align="right">{m.credits}</TableCell>
            <TableCell>{m.hub}</TableCell>
            <TableCell>{m.tutor ?? '—'}</TableCell>
            <TableCell>
              <OutcomeChip label={m.outcome} />
            </TableCell>
            <TableCell align="right">{m.mark ?? '—'}</TableCell>
            <TableCell align="right">{m.creditsAwarded ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

export function ResultsTab({ studentId, basePath = studentBasePath(studentId) }: StudentTabProps) {
  const results = useStudentResults(basePath);
  const phone = usePhoneLayout();
  return (
    <QueryContent query={results} what="the module results">
      {(data) => (
        <>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Credits
          </Typography>
          <CreditTotals totals={data.totals} />
          {data.years.length === 0 ? (
            <EmptyState
              title="No module places yet"
              text="Modules appear here once the student is placed on a module instance."
            />
          ) : (
            data.years.map((year) => (
              <Box component="section" key={year.academicYear} aria-labelledby={`results-year-${year.academicYear}`}>
                <Typography component="h2" variant="h6" id={`results-year-${year.academicYear}`} sx={{ mb: 1 }}>
                  {year.label}
                </Typography>
                {phone ? <YearCards year={year} /> : <YearTable year={year} />}
              </Box>
            ))
          )}
        </>
      )}
    </QueryContent>
  );
}
