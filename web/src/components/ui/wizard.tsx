import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { AppButton } from './button.tsx';
import { headingTag } from './heading-level.ts';
import type { HeadingLevel } from './heading-level.ts';
import { textOn } from './readable-color.ts';
import {
  CARD_DEFAULT_COLOR,
  WIZARD_CARD_ELEVATION,
  WIZARD_DEFAULT_SUBTITLE,
  WIZARD_DEFAULT_TITLE,
  WIZARD_LABELS,
  WIZARD_NEXT_MIN_WIDTH,
  WIZARD_PREVIOUS_MIN_WIDTH,
  WIZARD_TAB_SLIDER_SIZE,
} from './ui-constants.ts';
import type { UiColor } from './ui-constants.ts';

export interface StepWizardProps {
  title?: string;
  subtitle?: string;
  /** One label per step, in order. */
  steps: readonly string[];
  /** Indexes of the steps whose tab may be chosen. */
  availableSteps: readonly number[];
  /** The current step, from 0. */
  step: number;
  onPrevious: () => void;
  /** Also emitted by Finish on the last step. */
  onNext: () => void;
  /** A click (or Enter) on an available step tab. */
  onStepChange?: (index: number) => void;
  /** The current step's content. */
  children?: ReactNode;
  /** Slider and Next button colour (defaults to the button colour, success). */
  color?: UiColor;
  headingLevel?: HeadingLevel;
  sx?: SxProps<Theme>;
}

/** The generic step wizard of spec 2.8: a card of step tabs over the current step and Previous/Next. */
export function StepWizard({
  title = WIZARD_DEFAULT_TITLE,
  subtitle = WIZARD_DEFAULT_SUBTITLE,
  steps,
  availableSteps,
  step,
  onPrevious,
  onNext,
  onStepChange,
  children,
  color = CARD_DEFAULT_COLOR,
  headingLevel = 2,
  sx,
}: StepWizardProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const isLast = step === steps.length - 1;
  // Many steps do not fit a phone or tablet side by side: there the tabs scroll, with arrows, and
  // the current one is scrolled into view.
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down(steps.length > 5 ? 'lg' : 'sm'));

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      elevation={WIZARD_CARD_ELEVATION} // spec 9
      sx={[{ p: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Typography component={headingTag(headingLevel)} id={titleId} variant="h5">
          {title}
        </Typography>
        <Typography component="p" variant="subtitle1" sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      </Box>

      <Tabs
        value={step}
        onChange={(_event, index: number) => onStepChange?.(index)}
        variant={narrow ? 'scrollable' : 'fullWidth'}
        scrollButtons={narrow ? 'auto' : false}
        allowScrollButtonsMobile
        aria-label={`${title} steps`}
        slotProps={{
          indicator: {
            // spec 9: slider size 50, drawn as a pill behind the current step's label
            sx: (theme) => ({
              height: WIZARD_TAB_SLIDER_SIZE,
              bottom: 0,
              borderRadius: 1,
              zIndex: 0,
              bgcolor: theme.palette[color].main,
            }),
          },
        }}
        sx={{ minHeight: WIZARD_TAB_SLIDER_SIZE, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {steps.map((label, index) => (
          <Tab
            key={`${index}-${label}`}
            value={index}
            label={label}
            id={tabId(index)}
            // spec 2.8: a step tab is disabled unless its index is in availableSteps
            disabled={!availableSteps.includes(index)}
            aria-controls={index === step ? panelId : undefined}
            sx={(theme) => ({
              minHeight: WIZARD_TAB_SLIDER_SIZE,
              zIndex: 1,
              color: theme.palette.text.secondary,
              '&.Mui-selected': { color: textOn(theme.palette[color].main) },
            })}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(step)} sx={{ py: 3 }}>
        {children}
      </Box>

      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <AppButton
          color="inherit"
          // spec 2.8: Previous is disabled on the first step
          disabled={step === 0}
          onClick={onPrevious}
          sx={{
            minWidth: WIZARD_PREVIOUS_MIN_WIDTH, // spec 9
            bgcolor: 'grey.700',
            color: 'common.white',
            '&:hover': { bgcolor: 'grey.800' },
          }}
        >
          {WIZARD_LABELS.previous}
        </AppButton>
        {/* spec 2.8: Next is never disabled (its step-availability check is off) */}
        <AppButton color={color} onClick={onNext} sx={{ minWidth: WIZARD_NEXT_MIN_WIDTH }}>
          {isLast ? WIZARD_LABELS.finish : WIZARD_LABELS.next}
        </AppButton>
      </Box>
    </Card>
  );
}
