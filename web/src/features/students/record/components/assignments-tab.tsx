import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '@collegium/domain/date-format';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { getConfig } from '../../../../lib/config.ts';
import { useStudentAssignments } from '../../../../lib/api/student-record/get-student-assignments.ts';
import type { Assignment, ModuleExtension } from '../../../../lib/api/student-record/get-student-assignments.ts';
import { studentBasePath } from '../../../../lib/api/student-record/student-record-query.ts';
import { CardList, usePhoneLayout } from '../../../../components/student/card-list.tsx';
import { ExtensionSummary } from '../../../../components/student/extension-summary.tsx';
import { QueryContent } from '../../../../components/student/query-content.tsx';
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

function Extensions({ items }: { items: Assignment['extensions'] }) {
  if (items.length === 0) return <>None</>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((x) => (
        <li key={x.id}>
          <ExtensionSummary extension={x} />
        </li>
      ))}
    </Box>
  );
}

function YearCards({ label, items }: { label: string; items: Assignment[] }) {
  return (
    <CardList
      label={`Assignments in ${label}`}
      cards={items.map((a) => ({
        key: a.id,
        title: a.title,
        subtitle: `${a.module.code} ${a.module.title}`,
        facts: [
          { label: 'Weight', value: `${a.weight}%` },
          { label: 'Due', value: date(a.dueDate) },
          { label: 'Due now', value: date(a.effectiveDueDate) },
          { label: 'Submitted', value: a.submission ? date(a.submission.submittedOn) : 'Not yet' },
          { label: 'Mark', value: a.submission?.mark },
          { label: 'Extensions', value: <Extensions items={a.extensions} /> },
        ],
      }))}
    />
  );
}

function YearTable({ label, items }: { label: string; items: Assignment[] }) {
  return (
    <ScrollTable caption={`Assignments in ${label}`} minWidth={880} fixedLayout>
      <TableHead>
        <TableRow>
          <TableCell scope="col" sx={{ width: '30%' }}>
            Assignment
          </TableCell>
          <TableCell scope="col" align="right" sx={{ width: '8%' }}>
            Weight
          </TableCell>
          <TableCell scope="col" sx={{ width: '11%' }}>
            Due
          </TableCell>
          <TableCell scope="col" sx={{ width: '22%' }}>
            Extensions
          </TableCell>
          <TableCell scope="col" sx={{ width: '11%' }}>
            Due now
          </TableCell>
          <TableCell scope="col" sx={{ width: '11%' }}>
            Submitted
          </TableCell>
          <TableCell scope="col" align="right" sx={{ width: '7%' }}>
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
              <Extensions items={a.extensions} />
            </TableCell>
            <TableCell sx={a.effectiveDueDate !== a.dueDate ? { fontWeight: 600 } : undefined}>
              {date(a.effectiveDueDate)}
            </TableCell>
            <TableCell>{a.submission ? date(a.submission.submittedOn) : 'Not yet'}</TableCell>
            <TableCell align="right">{a.submission?.mark ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

function ModuleExtensions({ items, phone }: { items: ModuleExtension[]; phone: boolean }) {
  return (
    <Box component="section" aria-labelledby="module-extensions">
      <Typography component="h2" variant="h6" id="module-extensions" sx={{ mb: 1 }}>
        Extensions for a whole module
      </Typography>
      {phone ? (
        <CardList
          label="Extensions for a whole module"
          cards={items.map((x) => ({
            key: x.id,
            title: `${x.module.code} ${x.module.title}`,
            subtitle: x.academicYearLabel,
            facts: [{ label: 'Extension', value: <ExtensionSummary extension={x} /> }],
          }))}
        />
      ) : (
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
      )}
    </Box>
  );
}

export function AssignmentsTab({ studentId, basePath = studentBasePath(studentId) }: StudentTabProps) {
  const assignments = useStudentAssignments(basePath);
  const phone = usePhoneLayout();
  return (
    <QueryContent query={assignments} what="the assignments">
      {(data) => (
        <>
          {data.items.length === 0 ? (
            <EmptyState
              title="No assignments yet"
              text="Assignments appear here once the modules the student is placed on have them."
            />
          ) : (
            byYear(data.items).map((year) => (
              <Box component="section" key={year.year} aria-labelledby={`assignments-year-${year.year}`}>
                <Typography component="h2" variant="h6" id={`assignments-year-${year.year}`} sx={{ mb: 1 }}>
                  {year.label}
                </Typography>
                {phone ? (
                  <YearCards label={year.label} items={year.items} />
                ) : (
                  <YearTable label={year.label} items={year.items} />
                )}
              </Box>
            ))
          )}
          {data.moduleExtensions.length > 0 && <ModuleExtensions items={data.moduleExtensions} phone={phone} />}
        </>
      )}
    </QueryContent>
  );
}
