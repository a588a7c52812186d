import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary.tsx';
import type { StepProblems } from './use-step-form.ts';

// The frame of one wizard step: an introduction, the fields in a grid that becomes one column on
// a phone, and any problem the server reported that belongs to no field. Enter submits, which
// the wizard treats as Next. On a failed Next, the GOV.UK error summary heads the step (issue 19).

export function StepForm({
  intro,
  problem,
  onSubmit,
  children,
}: {
  intro?: ReactNode;
  problem?: StepProblems;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {intro != null && (
        <Typography sx={{ mb: 2, color: 'text.secondary' }} component="div">
          {intro}
        </Typography>
      )}
      {problem && (
        <ErrorSummary problems={problem.problems} onFocusField={problem.focusField} attempt={problem.attempt} />
      )}
      {problem?.message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem.message}
        </Alert>
      )}
      <FieldGrid>{children}</FieldGrid>
      {/* Enter in a field submits the form; the wizard's own Next button does the same. */}
      <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
    </Box>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
      {children}
    </Box>
  );
}

/** A field or group that takes the whole row. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}

/** A sub-heading inside a step. */
export function StepSection({ title }: { title: string }) {
  return (
    <Box sx={{ gridColumn: '1 / -1', mt: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
    </Box>
  );
}
