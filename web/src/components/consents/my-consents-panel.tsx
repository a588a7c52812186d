import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { QueryContent } from '../student/query-content.tsx';
import { formatDate } from '@collegium/domain/date-format';
import { otherError } from '../../lib/field-errors.ts';
import { useChangeMyConsent, useMyConsents } from './consent-api.ts';

// Issue 17: a student's or an applicant's own marketing consents in the portal. Each switch
// grants or withdraws at once; the server keeps every change as a history row (method 'Portal').

export function MyConsentsPanel() {
  const mine = useMyConsents();
  const change = useChangeMyConsent();
  const problem = otherError(change.error, []);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-consents" sx={{ p: 2, mt: 3, maxWidth: 880 }}>
      <Typography id="my-consents" component="h2" variant="h6">
        Marketing consents
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Whether the college may contact you about its courses and events. You can change your mind at any time; it takes
        effect at once.
      </Typography>
      <QueryContent query={mine} what="your consents">
        {(data) =>
          data.purposes.length === 0 ? (
            <Typography variant="body2">There are no marketing consents to choose.</Typography>
          ) : (
            <>
              {data.purposes.map((p) => (
                <div key={p.purpose}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={p.given === true}
                        disabled={change.isPending}
                        onChange={(e) => change.mutate({ purpose: p.purpose, given: e.target.checked })}
                      />
                    }
                    label={p.purpose}
                  />
                  <Typography variant="body2" color="text.secondary" component="span">
                    {p.given === null
                      ? 'Not yet chosen'
                      : `${p.given ? 'Given' : 'Withdrawn'}${p.on ? ` on ${formatDate(p.on)}` : ''}`}
                  </Typography>
                </div>
              ))}
              {problem && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {problem}
                </Alert>
              )}
            </>
          )
        }
      </QueryContent>
    </Paper>
  );
}
