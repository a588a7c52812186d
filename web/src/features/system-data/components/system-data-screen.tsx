import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { useLookupLists } from '../api/system-data.ts';
import { DiocesesPanel } from './dioceses-panel.tsx';
import { HesaDefaultsPanel } from './hesa-defaults-panel.tsx';
import { IntakesPanel } from './intakes-panel.tsx';
import { LookupListPanel } from './lookup-list-panel.tsx';
import { PassMarksPanel } from './pass-marks-panel.tsx';
import { ProgrammesPanel } from './programmes-panel.tsx';

// Administration → System data (spec 2.4 systemdata, admin:admin; issue 15): the intakes map and
// the lookup lists the rest of the product reads. Fee rates are Finance's own screen.

const ID = 'system-data';

export function SystemDataScreen() {
  const lists = useLookupLists();
  const [tab, setTab] = useState('intakes');
  const tabs = [
    { value: 'intakes', label: 'Intakes' },
    { value: 'programmes', label: 'Programmes' },
    { value: 'dioceses', label: 'Dioceses' },
    { value: 'pass-marks', label: 'Pass marks' },
    ...(lists.data?.lists ?? []).map((l) => ({ value: l.key, label: l.label })),
    { value: 'hesa-defaults', label: 'HESA defaults' },
  ];
  return (
    <>
      <PageHeader title="System data" subtitle="The lists the rest of the product offers as choices." />
      <PillTabs tabs={tabs} value={tab} onChange={setTab} idPrefix={ID} aria-label="System data lists" sx={{ mb: 2 }} />
      <Box {...pillTabPanelProps(ID, tab)}>
        {tab === 'intakes' ? (
          <IntakesPanel />
        ) : tab === 'programmes' ? (
          <ProgrammesPanel />
        ) : tab === 'dioceses' ? (
          <DiocesesPanel />
        ) : tab === 'pass-marks' ? (
          <PassMarksPanel />
        ) : tab === 'hesa-defaults' ? (
          <HesaDefaultsPanel />
        ) : (
          <LookupListPanel key={tab} list={tab} />
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
        Fee rates are kept by Finance:{' '}
        <Link component={RouterLink} to="/finance/fee-rates" underline="always">
          Finance → Fee rates
        </Link>
        .
      </Typography>
    </>
  );
}
