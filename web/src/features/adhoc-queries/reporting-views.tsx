import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { REPORTING_VIEWS } from '@collegium/domain/reporting-views';

// The documentation of the reporting views an ad hoc query may read (domain/src/adhoc-queries.ts).

export function ReportingViews() {
  return (
    <Box component="section" aria-labelledby="reporting-views-title">
      <Typography id="reporting-views-title" component="h2" variant="h6" gutterBottom>
        Reporting views
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Queries read these views only; tables (accounts, sessions, tokens, files) are refused.
      </Typography>
      {REPORTING_VIEWS.map((view) => (
        <Accordion key={view.name} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMore />}
            aria-controls={`${view.name}-columns`}
            id={`${view.name}-summary`}
          >
            <Box>
              <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{view.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {view.description}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails id={`${view.name}-columns`}>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              {view.columns.map(([name, meaning]) => (
                <Box key={name} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontFamily: 'monospace' }}>
                    {name}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    {meaning}
                  </Box>
                </Box>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
