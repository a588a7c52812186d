import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { DissertationStage } from '@collegium/domain/dissertation';
import { DEFERRED, DISSERTATION_PATH, dissertationPathStep } from '@collegium/domain/dissertation-stage-moves';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';

// spec 4.6: the stages as a stepper. Deferred is not a step of the path: a deferred dissertation
// stays on the step it paused at, shown with a pause icon and the word "Deferred".

export interface StageStepperProps {
  stage: DissertationStage;
  deferredFrom: DissertationStage | null;
}

export function StageStepper({ stage, deferredFrom }: StageStepperProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const deferred = stage === DEFERRED;
  const active = dissertationPathStep({ stage, deferredFrom });
  const finished = stage === DISSERTATION_PATH.at(-1);
  return (
    <Stepper
      activeStep={active}
      orientation={narrow ? 'vertical' : 'horizontal'}
      alternativeLabel={!narrow}
      // A vertical stepper puts its connectors between the steps, which a list may not hold.
      {...(narrow ? { connector: null } : {})}
      aria-label="Dissertation stages"
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {DISSERTATION_PATH.map((step, index) => {
        const current = index === active;
        return (
          <Step
            key={step}
            component="li"
            completed={index < active || (finished && current)}
            {...(current ? { 'aria-current': 'step' as const } : {})}
          >
            <StepLabel
              {...(current && deferred
                ? {
                    icon: <PauseCircleOutline color="warning" aria-hidden="true" />,
                    optional: (
                      <Typography variant="caption" sx={{ color: 'text.primary', fontWeight: 600 }}>
                        Deferred
                      </Typography>
                    ),
                  }
                : {})}
            >
              <Box component="span" sx={current ? { fontWeight: 600 } : undefined}>
                {step}
              </Box>
              {current && (
                <Box component="span" sx={visuallyHidden}>
                  {deferred ? ' (current stage, deferred)' : ' (current stage)'}
                </Box>
              )}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
