import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useVisibleMenu } from '../../../hooks/use-menu.ts';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { getConfig } from '../../../lib/config.ts';
import { usePermissions, useSessionStore } from '../../../lib/session/session-store.ts';
import { nextSteps } from '../next-steps.ts';
import { CollegeFigures } from './college-figures.tsx';

/** spec 2.3: the welcome dashboard (feature 'welcome-dashboard' and dashboard:view). */
export function WelcomeDashboard() {
  const name = useSessionStore((s) => s.user?.name ?? '');
  const permissions = usePermissions();
  const menu = useVisibleMenu();
  const steps = useMemo(() => nextSteps(menu, permissions), [menu, permissions]);
  const firstName = name.split(' ')[0] ?? name;
  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome to ${getConfig().collegeName}, ${firstName}.`} />
      <Paper component="section" aria-labelledby="next-steps" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Typography id="next-steps" component="h2" variant="h6" sx={{ mb: 1 }}>
          Your next steps
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {steps.map((step) => (
            <li key={step.key}>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  flexWrap: 'wrap',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
                    {step.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {step.text}
                  </Typography>
                </Box>
                {step.to !== undefined && (
                  <LinkButton
                    to={step.to}
                    size="small"
                    color="primary"
                    variant="outlined"
                    endIcon={<ArrowForward />}
                    aria-label={`Open: ${step.title}`}
                  >
                    Open
                  </LinkButton>
                )}
              </Box>
            </li>
          ))}
        </Box>
      </Paper>
      <CollegeFigures title="Live figures" />
    </>
  );
}
