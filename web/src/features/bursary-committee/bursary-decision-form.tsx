import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  type BursaryCaseDetail,
  type BursaryDecision,
  bursaryDecisionInput,
} from '@collegium/domain/bursary-committee';
import { formatPounds } from '@collegium/domain/money-format';
import { useEffect, useState } from 'react';
import { type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { TextInput } from '../../components/form/form-fields.tsx';
import { useFormProblems } from '../../components/form/form-problems.ts';
import { RadioChoice } from '../../components/ui/choice-fields.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useDecideBursary, useReloadBursaryCase } from './api.ts';
import { isStaleVersion, StaleVersionAlert } from '../../components/ui/stale-version-alert.tsx';

// The committee's decision on one application: the decisions still open as radio buttons, the
// amount (whole pounds) when awarding and a note, required to decline as the student reads it.
// Each check of the shared schema, and each 422 detail from the server, shows at its field and in
// the GOV.UK error summary at the top of the form (issue 19), which takes the focus; a 409 (decided elsewhere, or read before someone else's change) offers to read it again.

const FIELDS = ['decision', 'amount', 'note'] as const;
const CHOICE_LABEL: Record<BursaryDecision, string> = {
  'Under consideration': 'Under consideration: decide at a later meeting',
  Awarded: 'Award a bursary',
  Declined: 'Decline',
};

export function BursaryDecisionForm({
  item,
  onDecided,
}: {
  item: BursaryCaseDetail;
  onDecided: (decided: BursaryCaseDetail) => void;
}) {
  const form = useForm<FieldValues>({
    resolver: zodResolver(bursaryDecisionInput as never) as Resolver<FieldValues>,
    mode: 'onTouched',
    defaultValues: { decision: '', amount: '', note: '', version: item.version },
    // The error summary takes the focus; its links lead to the fields.
    shouldFocusError: false,
  });
  const summary = useFormProblems(form);
  const decide = useDecideBursary(item.id);
  const reload = useReloadBursaryCase(item.id);
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const decision = useWatch({ control: form.control, name: 'decision' }) as string;

  // An amount belongs only to an award: choosing otherwise clears it, so a hidden field never blocks.
  useEffect(() => {
    if (decision !== 'Awarded') form.setValue('amount', '');
  }, [decision, form]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const decided = await decide.mutateAsync({
        decision: values.decision as BursaryDecision,
        amount: values.decision === 'Awarded' ? (values.amount as number) : null,
        note: values.note as string,
        version: item.version,
      });
      onDecided(decided);
    } catch (error) {
      const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      let shown = false;
      for (const d of details) {
        if ((FIELDS as readonly string[]).includes(d.param)) {
          form.setError(d.param, { message: d.message });
          shown = true;
        }
      }
      // Field problems are listed in the error summary; only a problem of no field needs its own alert.
      if (!shown)
        setProblem({ message: error instanceof Error ? error.message : String(error), stale: isStaleVersion(error) });
    }
  });

  const asked =
    item.amountRequested === null ? '' : ` ${item.studentName} asked for ${formatPounds(item.amountRequested)}.`;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Decision"
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {problem?.stale && (
        <StaleVersionAlert thing="application" onReload={() => void reload()}>
          {problem.message} Reload the application to see it as it is now.
        </StaleVersionAlert>
      )}
      <ErrorSummary problems={summary.problems} onFocusField={summary.focusField} attempt={summary.attempt} />
      {problem && !problem.stale && <Alert severity="error">{problem.message}</Alert>}
      <RadioChoice
        control={form.control}
        name="decision"
        label="The committee's decision"
        options={item.decisions.map((d) => ({ value: d, label: CHOICE_LABEL[d] }))}
      />
      {decision === 'Awarded' && (
        <TextInput
          control={form.control}
          name="amount"
          label="Amount awarded (£)"
          help={`Whole pounds; it is taken off the student's fee.${asked}`}
          required
        />
      )}
      <TextInput
        control={form.control}
        name="note"
        label="Note"
        help={
          decision === 'Declined'
            ? 'Tell the student why: they read this note.'
            : 'For the committee’s record (optional).'
        }
        multiline
      />
      <Box>
        <Button type="submit" variant="contained" disabled={decide.isPending}>
          {decide.isPending ? 'Saving…' : 'Save the decision'}
        </Button>
      </Box>
    </Box>
  );
}
