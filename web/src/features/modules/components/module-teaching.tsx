import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { academicYear } from '@collegium/domain/academic-year';
import { explainModuleTemplate, listItems, moduleDeliveryOf } from '@collegium/domain/module-template-explanation';
import { meetsAll } from '@collegium/domain/permissions';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../lib/session/session-store.ts';
import type { EntityRecord } from '../../../lib/entity/get-entity-record.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { recordPath, recordRouteOf } from '../../../lib/entity/entity-routes.ts';
import { useModuleInstances } from '../api/get-module-instances.ts';
import { InstanceStudents } from './instance-students.tsx';
import { ModuleTemplateChip } from './module-template-chip.tsx';
import { CellNote, ScrollTable, useNarrow } from '../../../components/table/fold-table.tsx';

// The Teaching tab of a module (issue 4): its template of spec 5 and why, its hub weeks and
// residentials, its instances by academic year and hub, and the students of a chosen instance.

function Facts({ record }: { record: EntityRecord }) {
  const { template, explanation } = explainModuleTemplate(moduleDeliveryOf(record));
  const hubWeeks = listItems(typeof record.hubWeeks === 'string' ? record.hubWeeks : null);
  const residentials = listItems(typeof record.residentials === 'string' ? record.residentials : null);
  return (
    <Box component="section" aria-labelledby="module-template-heading" sx={{ mb: 3 }}>
      <Typography id="module-template-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Template
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <ModuleTemplateChip template={template} />
        <Typography component="span">{explanation}</Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Hub weeks
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {hubWeeks.length > 0 ? hubWeeks.join(', ') : 'None'}
        </Typography>
        <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
          Residentials
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {residentials.length > 0 ? residentials.join(', ') : 'None'}
        </Typography>
      </Box>
    </Box>
  );
}

export function ModuleTeaching({ record }: { record: EntityRecord }) {
  const instances = useModuleInstances(String(record.id));
  const permissions = usePermissions();
  const [chosen, setChosen] = useState<number | null>(null);
  const narrow = useNarrow();
  const facultyRoute = recordRouteOf('faculty');
  const canOpenFaculty = facultyRoute !== undefined && meetsAll(permissions, facultyRoute.requires);

  return (
    <>
      <Facts record={record} />
      <Box component="section" aria-labelledby="module-instances-heading">
        <Typography id="module-instances-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
          Instances
        </Typography>
        {instances.isPending ? (
          <Typography>{LOADING_TEXT}</Typography>
        ) : instances.isError ? (
          <Alert severity="error">The instances could not be loaded.</Alert>
        ) : instances.data.length === 0 ? (
          <Typography>This module has not been taught yet.</Typography>
        ) : (
          <ScrollTable caption="Instances by academic year and hub" minWidth={320}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{narrow ? 'Year and hub' : 'Academic year'}</TableCell>
                {!narrow && <TableCell scope="col">Hub</TableCell>}
                <TableCell scope="col">Tutor</TableCell>
                <TableCell scope="col" align="right">
                  Students
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {instances.data.map((i) => {
                const label = `${academicYear(i.academicYear)} ${i.hub}`;
                return (
                  <TableRow key={i.id} selected={chosen === i.id}>
                    <TableCell component="th" scope="row">
                      {academicYear(i.academicYear)}
                      {narrow && <CellNote>{i.hub}</CellNote>}
                    </TableCell>
                    {!narrow && <TableCell>{i.hub}</TableCell>}
                    <TableCell>
                      {i.tutor === null ? (
                        'Not assigned'
                      ) : canOpenFaculty && facultyRoute ? (
                        <Link component={RouterLink} to={recordPath(facultyRoute, i.tutor.id)}>
                          {i.tutor.name}
                        </Link>
                      ) : (
                        i.tutor.name
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {/* The count opens the list when the viewer may see who they are. */}
                      {i.canViewStudents && i.studentCount > 0 ? (
                        <Button
                          size="small"
                          variant={chosen === i.id ? 'contained' : 'outlined'}
                          onClick={() => setChosen(i.id)}
                          aria-pressed={chosen === i.id}
                          aria-label={`Show the ${i.studentCount} students of ${label}`}
                          sx={{ minWidth: 44 }}
                        >
                          {i.studentCount}
                        </Button>
                      ) : (
                        i.studentCount
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </ScrollTable>
        )}
      </Box>
      {chosen !== null && <InstanceStudents instanceId={chosen} />}
    </>
  );
}
