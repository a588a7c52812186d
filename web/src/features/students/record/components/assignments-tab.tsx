import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { getConfig } from '../../../../lib/config.ts';
import { useStudentAssignments } from '../api/get-student-assignments.ts';
import type { Assignment, ModuleExtension } from '../api/get-student-assignments.ts';
import { studentBasePath } from '../api/student-record-query.ts';
import { ExtensionSummary } from './extension-summary.tsx';
import { QueryContent } from './query-content.tsx';
import { ScrollTable } from './scroll-table.tsx';
import type { StudentTabProps } from './student-tab-props.ts';

// The Assignments and extensions tab: each assignment of the student's modules with its due date,
// the date it is due now (an approved extension moves it), the submission and every extension
// asked for, newest academic year first; then extensions asked for a whole module.

const date = (value: string | null) => (value ? formatDate(value, getConfig().dateFormat) : '—');

/** The assignments of each academic year, in the order the server gave them. */
function byYear(items: readonly Assignment[]): { year: number; label: string; items: Assignment[] }[] {
  const years: { year: number; label: string; items: Assignment[] }[] = [];
  for (const item of items) {
    const last = years.at(-1);
    if (last?.year === item.academicYear) last.items.push(item);
    else years.push({ year: item.academicYear, label: item.academicYearLabel, items: [item] });
  }
  return years;
}

function YearTable({ label, items }: { label: string; items: Assignment[] }) {
  return (
    <ScrollTable caption={`Assignments in ${label}`} minWidth={880}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Assignment</TableCell>
          <TableCell scope="col" align="right">
            Weight
          </TableCell>
          <TableCell scope="col">Due</TableCell>
          <TableCell scope="col">Extensions</TableCell>
          <TableCell scope="col">Due now</TableCell>
          <TableCell scope="col">Submitted</TableCell>
          <TableCell scope="col" align="right">
            Mark
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((a) => (
          <TableRow key={a.id} sx={{ verticalAlign: 'top' }}>
            <TableCell component="th" scope="row">
              <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {a.title}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {a.module.code} {a.module.title}
              </Box>
            </TableCell>
            <TableCell align="right">{a.weight}%</TableCell>
            <TableCell>{date(a.dueDate)}</TableCell>
            <TableCell>
              {a.extensions.length === 0 ? (
                'None'
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                  {a.extensions.map((x) => (
                    <li key={x.id}>
                      <ExtensionSummary extension={x} />
                    </li>
                  ))}
                </Box>
              )}
            </TableCell>
            <TableCell sx={a.effectiveDueDate !== a.dueDate ? { fontWeight: 600 } : undefined}>{date(a.effectiveDueDate)}</TableCell>
            <TableCell>{a.submission ? date(a.submission.submittedOn) : 'Not yet'}</TableCell>
            <TableCell align="right">{a.submission?.mark ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function ModuleExtensions({ items }: { items: ModuleExtension[] }) {
  return (
    <Box component="section" aria-labelledby="module-extensions">
      <Typography component="h2" variant="h6" id="module-extensions" sx={{ mb: 1 }}>
        Extensions for a whole module
      </Typography>
      <ScrollTable caption="Extensions for a whole module" minWidth={560}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Module</TableCell>
            <TableCell scope="col">Year</TableCell>
            <TableCell scope="col">Extension</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((x) => (
            <TableRow key={x.id} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row">
                {x.module.code} {x.module.title}
              </TableCell>
              <TableCell>{x.academicYearLabel}</TableCell>
              <TableCell>
                <ExtensionSummary extension={x} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
    </Box>
  );
}

export function AssignmentsTab({ studentId, basePath = studentBasePath(studentId) }: StudentTabProps) {
  const assignments = useStudentAssignments(basePath);
  return (
    <QueryContent query={assignments} what="the assignments">
      {(data) => (
        <>
          {data.items.length === 0 ? (
            <EmptyState title="No assignments yet" text="Assignments appear here once the modules the student is placed on have them." />
          ) : (
            byYear(data.items).map((year) => (
              <Box component="section" key={year.year} aria-labelledby={`assignments-year-${year.year}`}>
                <Typography component="h2" variant="h6" id={`assignments-year-${year.year}`} sx={{ mb: 1 }}>
                  {year.label}
                </Typography>
                <YearTable label={year.label} items={year.items} />
              </Box>
            ))
          )}
          {data.moduleExtensions.length > 0 && <ModuleExtensions items={data.moduleExtensions} />}
        </>
      )}
    </QueryContent>
  );
}
