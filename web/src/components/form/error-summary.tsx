import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useEffect, useId, useRef } from 'react';

// Issue 19: the GOV.UK error summary. When a form is sent with problems, a box at its top titled
// "There is a problem" lists each one as a link; following a link puts the cursor in that field.
// The box takes the focus when it appears and after each further attempt to send,
// so a screen reader hears it and a keyboard user starts from it. Plain React and MUI only: the
// sign-in page uses it within its JavaScript budget.

export interface FormProblem {
  /** The id of the field's input (the link's target). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  problems: readonly FormProblem[];
  /** Moves the cursor to a field; by default the element with the field's id is focused. */
  onFocusField?: (fieldId: string) => void;
  /** Changes on every attempt to send, so the box takes the focus again. */
  attempt?: number;
}

function focusById(fieldId: string) {
  const el = document.getElementById(fieldId);
  if (!el) return;
  el.focus();
  el.scrollIntoView?.({ block: 'center' });
}

export function ErrorSummary({ problems, onFocusField = focusById, attempt = 0 }: ErrorSummaryProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;

  // Only on a new attempt (or when problems first appear): never while the user types in a field.
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown, attempt]);

  if (!shown) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    onFocusField(fieldId);
  };
  return (
    <Box
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      data-testid="error-summary"
      sx={(theme) => ({
        border: `4px solid ${theme.palette.error.main}`,
        borderRadius: 1,
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        '&:focus': { outline: `3px solid ${theme.palette.warning.light}`, outlineOffset: 0 },
      })}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        There is a problem
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {problems.map((problem) => (
          <li key={`${problem.fieldId}:${problem.message}`}>
            <Box
              component="a"
              href={`#${problem.fieldId}`}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => follow(event, problem.fieldId)}
              sx={(theme) => ({
                color: theme.palette.mode === 'light' ? '#b3261e' : theme.palette.error.light,
                fontWeight: 700,
                textDecoration: 'underline',
                overflowWrap: 'anywhere',
              })}
            >
              {problem.message}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
