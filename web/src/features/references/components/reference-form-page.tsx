import { ACADEMIC_ABILITY_OPTIONS, referenceFormSchema } from '@collegium/domain/application-reference-form';
import { formatDate } from '@collegium/domain/date-format';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { PublicCard } from '../../../components/layout/public-card.tsx';
import { AppButton } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import type { ReferenceRequest } from '@collegium/domain/reference-links';
import { type ReferenceFormValues, useReferenceRequest, useSendReference } from '../api/reference-form.ts';

// /pages/reference/:token (issue 6, spec 3): a referee's one-time form. No sign-in: the link is
// the key. Once sent, or when it has expired or been replaced, the page says so plainly.

const FIELDS = [
  'relationshipApplicant',
  'timeKnown',
  'academicAbility',
  'interactionAbility',
  'suitabilityPostgraduate',
  'comments',
] as const;

function gone(error: unknown): boolean {
  return isApiError(error) && error.status === 410;
}

function LinkGone({ message }: { message: string }) {
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Typography>You can close this page.</Typography>
    </>
  );
}

function ReferenceForm({ token, request }: { token: string; request: ReferenceRequest }) {
  const send = useSendReference(token);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReferenceFormValues>({
    resolver: zodResolver(referenceFormSchema(request.postgraduate)),
    defaultValues: {
      relationshipApplicant: '',
      timeKnown: '',
      academicAbility: undefined,
      interactionAbility: '',
      suitabilityPostgraduate: '',
      comments: '',
    },
  });
  const submit = handleSubmit((values) =>
    send.mutateAsync(values).catch((error: unknown) => {
      const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      for (const d of details)
        if ((FIELDS as readonly string[]).includes(d.param))
          setError(d.param as (typeof FIELDS)[number], { message: d.message });
    }),
  );

  if (send.isSuccess) {
    return (
      <Alert severity="success">
        Thank you. Your reference for {request.applicantName} has been sent to the college. This link will not work
        again.
      </Alert>
    );
  }
  if (send.isError && gone(send.error)) return <LinkGone message={send.error.message} />;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>
        Dear {request.refereeName}, <strong>{request.applicantName}</strong> has applied to study{' '}
        <strong>{request.courseTitle}</strong> and has named you
        {request.leader ? ' as their church leader' : ' as a referee'}. Please answer the questions below by{' '}
        {formatDate(request.expiresAt, getConfig().dateFormat)}. The applicant does not see your answers.
      </Typography>
      {send.isError && !(isApiError(send.error) && send.error.status === 422) && (
        <Alert severity="error">{send.error.message}</Alert>
      )}
      <TextField
        label="How do you know the applicant?"
        required
        error={!!errors.relationshipApplicant}
        helperText={errors.relationshipApplicant?.message}
        {...register('relationshipApplicant')}
      />
      <TextField
        label="How long have you known them?"
        required
        error={!!errors.timeKnown}
        helperText={errors.timeKnown?.message}
        {...register('timeKnown')}
      />
      <Controller
        control={control}
        name="academicAbility"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Their academic ability"
            required
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
          >
            {ACADEMIC_ABILITY_OPTIONS.map((o) => (
              <MenuItem key={o} value={o}>
                {o}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="How do they work and get on with others?"
        required
        multiline
        minRows={3}
        error={!!errors.interactionAbility}
        helperText={errors.interactionAbility?.message}
        {...register('interactionAbility')}
      />
      {request.postgraduate && (
        <TextField
          label="Are they ready for study at postgraduate level?"
          required
          multiline
          minRows={3}
          error={!!errors.suitabilityPostgraduate}
          helperText={errors.suitabilityPostgraduate?.message}
          {...register('suitabilityPostgraduate')}
        />
      )}
      <TextField
        label="Anything else you would like to tell us"
        multiline
        minRows={3}
        error={!!errors.comments}
        helperText={errors.comments?.message ?? 'Optional.'}
        {...register('comments')}
      />
      <AppButton type="submit" color="primary" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send the reference'}
      </AppButton>
    </Box>
  );
}

export function ReferenceFormPage() {
  const token = useParams().token ?? '';
  const request = useReferenceRequest(token);
  let body;
  if (request.isPending) body = <CircularProgress aria-label="Checking the link" />;
  else if (request.isError)
    body = gone(request.error) ? (
      <LinkGone message={request.error.message} />
    ) : (
      <Alert severity="error">{request.error.message}</Alert>
    );
  else body = <ReferenceForm token={token} request={request.data} />;
  return (
    <PublicCard width={640}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Reference
      </Typography>
      {body}
    </PublicCard>
  );
}
