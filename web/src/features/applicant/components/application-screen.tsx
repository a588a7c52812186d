import { APPLICATION_STEPS, stepLabel, type ApplicationStepKey } from '@collegium/domain/application-wizard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StepWizard } from '../../../components/ui/wizard.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useApplication, useSubmitApplication } from '../../../lib/api/application.ts';
import type { ApplicationState } from '@collegium/domain/application-state';
import { CommitmentStep } from './commitment-step.tsx';
import { CourseStep } from './course-step.tsx';
import { DeclarationsStep } from './declarations-step.tsx';
import { DioceseStep } from './diocese-step.tsx';
import { EligibilityStep } from './eligibility-step.tsx';
import { EvidenceStep } from './evidence-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { ReferencesStep } from './references-step.tsx';
import { ReviewStep } from '../../../components/application/review-step.tsx';
import { SubmittedApplication } from './submitted-application.tsx';
import type { StepProps } from './use-step-form.ts';
import { MyConsentsPanel } from '../../../components/consents/my-consents-panel.tsx';

// /application: the applicant's application as the generic step wizard (spec 2.8). Each step is
// saved on Next; the tabs of complete steps open (availableSteps from the server), so the
// applicant can leave and come back where they stopped. Once submitted it is shown read-only.

const STEP_COMPONENTS: Record<Exclude<ApplicationStepKey, 'review'>, (props: StepProps) => ReactNode> = {
  course: CourseStep,
  personal: PersonalStep,
  eligibility: EligibilityStep,
  commitment: CommitmentStep,
  diocese: DioceseStep,
  references: ReferencesStep,
  evidence: EvidenceStep,
  declarations: DeclarationsStep,
};

const LAST = APPLICATION_STEPS.length - 1;

/** The submit failure in words: 422 lists the steps still to do. */
function submitProblem(error: unknown): string {
  if (isApiError(error) && error.status === 422 && Array.isArray(error.body?.details)) {
    const steps = error.body.details.map((d) => stepLabel(d.param as ApplicationStepKey));
    return `Complete these steps first: ${steps.join(', ')}.`;
  }
  return error instanceof Error ? error.message : String(error);
}

function Wizard({ state }: { state: ApplicationState }) {
  const [chosen, setChosen] = useState<number | null>(null);
  // Resume at the furthest step the applicant may open.
  const step = chosen ?? Math.max(...state.availableSteps);
  const save = useRef<(() => Promise<boolean>) | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const submit = useSubmitApplication();
  const [problem, setProblem] = useState<string | null>(null);
  const key = APPLICATION_STEPS[step]?.key ?? 'review';

  useEffect(() => {
    // After moving between steps, put the reader at the new step's heading.
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, [step]);

  const goTo = (index: number) => {
    moved.current = true;
    save.current = null;
    setProblem(null);
    setChosen(index);
  };

  const next = async () => {
    if (step === LAST) {
      try {
        await submit.mutateAsync();
      } catch (error) {
        setProblem(submitProblem(error));
      }
      return;
    }
    const saved = save.current ? await save.current() : true;
    if (saved) goTo(step + 1);
  };

  const StepComponent = key === 'review' ? null : STEP_COMPONENTS[key];
  const props: StepProps = {
    state,
    bind: (fn) => {
      save.current = fn;
    },
    onEnter: () => void next(),
  };

  return (
    <StepWizard
      title="Your application"
      subtitle="Your answers are saved each time you choose Next, so you can stop and come back later."
      steps={APPLICATION_STEPS.map((s) => s.label)}
      availableSteps={state.availableSteps}
      step={step}
      onPrevious={() => goTo(Math.max(0, step - 1))}
      onNext={() => void next()}
      onStepChange={goTo}
    >
      <Typography component="h3" variant="h6" ref={heading} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
        Step {step + 1} of {APPLICATION_STEPS.length}: {stepLabel(key)}
      </Typography>
      {StepComponent ? (
        <StepComponent key={key} {...props} />
      ) : (
        <ReviewStep state={state} onChangeStep={goTo} problem={problem} />
      )}
      {submit.isPending && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }} role="status">
          <CircularProgress size={20} /> Sending your application…
        </Box>
      )}
    </StepWizard>
  );
}

export function ApplicationScreen() {
  const application = useApplication();
  let body: ReactNode;
  if (application.isPending) {
    body = <CircularProgress aria-label="Loading your application" />;
  } else if (application.isError) {
    body =
      isApiError(application.error) && application.error.status === 404 ? (
        <EmptyState
          title="There is no application for this account"
          text="Applications are made by applicants who register at /pages/register."
        />
      ) : (
        <Alert severity="error">{application.error.message}</Alert>
      );
  } else if (!application.data.editable) {
    body = <SubmittedApplication state={application.data} />;
  } else {
    body = <Wizard state={application.data} />;
  }
  return (
    <Box>
      <PageHeader title="My application" />
      {body}
      <MyConsentsPanel />
    </Box>
  );
}
