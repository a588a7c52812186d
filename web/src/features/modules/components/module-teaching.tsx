import Box from '@mui/material/Box';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import { explainModuleTemplate, listItems, moduleDeliveryOf } from '@collegium/domain/module-template-explanation';
import type { ModuleInstance } from '@collegium/domain/teaching';
import { useState } from 'react';
import type { EntityRecord } from '../../../lib/entity/get-entity-record.ts';
import { LOADING_TEXT } from '../../../lib/loading-text.ts';
import { useModuleInstances } from '../api/get-module-instances.ts';
import { AssignmentsDialog } from './assignments-dialog.tsx';
import { InstanceDialog } from './instance-dialog.tsx';
import { InstanceStudents } from './instance-students.tsx';
import { InstanceTable } from './instance-table.tsx';
import { MarkingGrid } from './marking-grid.tsx';
import { ModuleResultsPanel } from './module-results.tsx';
import { ModuleTemplateChip } from './module-template-chip.tsx';
import { NextYearDialog } from './next-year-dialog.tsx';

// The Teaching tab of a module (issue 4): its template of spec 5 and why, its hub weeks and
// residentials, its instances by academic year and hub, and the students of a chosen instance.
// Issue 18: planners (modules:create / edit) add and change instances, plan their assignments and
// create next year's instances from the latest year's.

type Dialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; instance: ModuleInstance }
  | { kind: 'assignments'; instance: ModuleInstance }
  | { kind: 'next-year'; fromYear: number };

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
  const moduleId = String(record.id);
  const instances = useModuleInstances(moduleId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [marking, setMarking] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const data = instances.data;
  const years = data ? [...new Set(data.items.map((i) => i.academicYear))] : [];
  const latest = years.length > 0 ? Math.max(...years) : null;

  return (
    <>
      <Facts record={record} />
      <Box component="section" aria-labelledby="module-instances-heading">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id="module-instances-heading" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            Instances
          </Typography>
          {data?.abilities.canCreate && (
            <>
              <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog({ kind: 'add' })}>
                Add an instance
              </Button>
              {latest !== null && (
                <Button variant="contained" onClick={() => setDialog({ kind: 'next-year', fromYear: latest })}>
                  Plan {academicYear(latest + 1)} from {academicYear(latest)}
                </Button>
              )}
            </>
          )}
        </Box>
        {instances.isPending ? (
          <Typography>{LOADING_TEXT}</Typography>
        ) : instances.isError ? (
          <Alert severity="error">The instances could not be loaded.</Alert>
        ) : instances.data.items.length === 0 ? (
          <Typography>This module has not been taught yet.</Typography>
        ) : (
          <InstanceTable
            data={instances.data}
            chosen={chosen}
            onShowStudents={(id) => {
              setChosen(id);
              setMarking(null);
            }}
            onEdit={(instance) => setDialog({ kind: 'edit', instance })}
            onAssignments={(instance) => setDialog({ kind: 'assignments', instance })}
            onMarks={(id) => {
              setMarking(id);
              setChosen(null);
            }}
          />
        )}
      </Box>
      {chosen !== null && <InstanceStudents instanceId={chosen} />}
      {marking !== null && <MarkingGrid key={marking} instanceId={marking} />}
      {marking !== null && (
        <ModuleResultsPanel
          key={`results-${marking}`}
          instanceId={marking}
          academicYear={data?.items.find((i) => i.id === marking)?.academicYear}
        />
      )}
      {(dialog.kind === 'add' || dialog.kind === 'edit') && (
        <InstanceDialog
          moduleId={moduleId}
          instance={dialog.kind === 'edit' ? dialog.instance : null}
          defaultYear={latest ?? academicYearOf(new Date())}
          onClose={close}
        />
      )}
      {dialog.kind === 'assignments' && (
        <AssignmentsDialog
          moduleId={moduleId}
          instanceId={dialog.instance.id}
          label={`${academicYear(dialog.instance.academicYear)} ${dialog.instance.hub}`}
          onClose={close}
        />
      )}
      {dialog.kind === 'next-year' && data && (
        <NextYearDialog
          moduleId={moduleId}
          fromYear={dialog.fromYear}
          hubs={data.items.filter((i) => i.academicYear === dialog.fromYear).map((i) => i.hub)}
          onClose={close}
        />
      )}
    </>
  );
}
