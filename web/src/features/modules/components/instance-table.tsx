import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { academicYear } from '@collegium/domain/academic-year';
import { formatDate } from '@collegium/domain/date-format';
import { meetsAll } from '@collegium/domain/permissions';
import type { ModuleInstance, ModuleInstances } from '@collegium/domain/teaching';
import { weightProblem } from '@collegium/domain/teaching-plan';
import { Link as RouterLink } from 'react-router';
import { CellNote, ScrollTable, useNarrow } from '../../../components/table/fold-table.tsx';
import { getConfig } from '../../../lib/config.ts';
import { recordPath, recordRouteOf } from '../../../lib/entity/entity-routes.ts';
import { usePermissions } from '../../../lib/session/session-store.ts';

// A module's instances by academic year and hub (issue 4), with their plan (issue 18): tutor,
// start date, places taken of the capacity, residentials and hub weeks, assignments and weights.

export interface InstanceTableProps {
  data: ModuleInstances;
  chosen: number | null;
  onShowStudents: (id: number) => void;
  onEdit: (instance: ModuleInstance) => void;
  onAssignments: (instance: ModuleInstance) => void;
  onMarks: (id: number) => void;
}

function Tutor({ tutor }: { tutor: ModuleInstance['tutor'] }) {
  const permissions = usePermissions();
  const facultyRoute = recordRouteOf('faculty');
  if (tutor === null) return <>Not assigned</>;
  if (facultyRoute === undefined || !meetsAll(permissions, facultyRoute.requires)) return <>{tutor.name}</>;
  return (
    <Link component={RouterLink} to={recordPath(facultyRoute, tutor.id)}>
      {tutor.name}
    </Link>
  );
}

/** The plan of an instance; `brief` (a phone) counts the residentials and assignments instead of listing them. */
function Plan({ instance: i, brief = false }: { instance: ModuleInstance; brief?: boolean }) {
  const fmt = getConfig().dateFormat;
  const problem = weightProblem(i.assignments.map((a) => a.weight));
  const starts = i.startsOn ? `Starts ${formatDate(i.startsOn, fmt)}` : 'No start date';
  if (brief)
    return (
      <>
        <CellNote>{starts}</CellNote>
        <CellNote>
          {i.residentials.length} residentials, {i.assignments.length} assignments
        </CellNote>
        {problem && (
          <Box component="span" sx={{ display: 'block', color: 'error.main', typography: 'body2' }}>
            Weights {i.assignments.reduce((sum, a) => sum + a.weight, 0)}%
          </Box>
        )}
      </>
    );
  return (
    <>
      {starts}
      {i.residentials.map((r) => (
        <CellNote key={`${r.title}-${r.startsOn}`}>
          {r.title}: {formatDate(r.startsOn, fmt)} to {formatDate(r.endsOn, fmt)}
        </CellNote>
      ))}
      <CellNote>
        {i.assignments.length === 0
          ? 'No assignments'
          : i.assignments.map((a) => `${a.title} ${a.weight}% (due ${formatDate(a.dueDate, fmt)})`).join('; ')}
      </CellNote>
      {problem && (
        <Box component="span" sx={{ display: 'block', color: 'error.main', typography: 'body2' }}>
          {problem}
        </Box>
      )}
    </>
  );
}

export function InstanceTable({ data, chosen, onShowStudents, onEdit, onAssignments, onMarks }: InstanceTableProps) {
  const narrow = useNarrow();
  const canEdit = data.abilities.canEdit;
  const actions = canEdit || data.items.some((i) => i.canMark);
  return (
    <ScrollTable caption="Instances by academic year and hub" minWidth={narrow ? 320 : 760}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{narrow ? 'Year and hub' : 'Academic year'}</TableCell>
          {!narrow && <TableCell scope="col">Hub</TableCell>}
          <TableCell scope="col">Tutor</TableCell>
          {!narrow && <TableCell scope="col">Plan</TableCell>}
          <TableCell scope="col" align="right">
            Students
          </TableCell>
          {actions && <TableCell scope="col">Actions</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.items.map((i) => {
          const label = `${academicYear(i.academicYear)} ${i.hub}`;
          const places = i.capacity === null ? String(i.studentCount) : `${i.studentCount} of ${i.capacity}`;
          return (
            <TableRow key={i.id} selected={chosen === i.id}>
              <TableCell component="th" scope="row">
                {academicYear(i.academicYear)}
                {narrow && <CellNote>{i.hub}</CellNote>}
              </TableCell>
              {!narrow && <TableCell>{i.hub}</TableCell>}
              <TableCell>
                <Tutor tutor={i.tutor} />
                {narrow && <Plan instance={i} brief />}
              </TableCell>
              {!narrow && (
                <TableCell>
                  <Plan instance={i} />
                </TableCell>
              )}
              <TableCell align="right">
                {/* The count opens the list (and placing) when the viewer may see who they are. */}
                {i.canViewStudents ? (
                  <Button
                    size="small"
                    variant={chosen === i.id ? 'contained' : 'outlined'}
                    onClick={() => onShowStudents(i.id)}
                    aria-pressed={chosen === i.id}
                    aria-label={`Show the ${i.studentCount} students of ${label}`}
                    sx={{ minWidth: 44 }}
                  >
                    {places}
                  </Button>
                ) : (
                  places
                )}
              </TableCell>
              {actions && (
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {canEdit && (
                      <Button size="small" onClick={() => onEdit(i)} aria-label={`Change ${label}`}>
                        Change
                      </Button>
                    )}
                    {canEdit && (
                      <Button size="small" onClick={() => onAssignments(i)} aria-label={`Assignments of ${label}`}>
                        Assignments
                      </Button>
                    )}
                    {i.canMark && (
                      <Button size="small" onClick={() => onMarks(i.id)} aria-label={`Marks of ${label}`}>
                        Marks
                      </Button>
                    )}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}
