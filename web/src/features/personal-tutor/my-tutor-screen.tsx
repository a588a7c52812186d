import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@collegium/domain/date-format';
import type { MeetingRequestResult, MyPersonalTutor } from '@collegium/domain/personal-tutor';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FactList } from '../../components/student/fact-list.tsx';
import { QueryContent } from '../../components/student/query-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { api, isApiError } from '../../lib/api-client.ts';
import { getConfig } from '../../lib/config.ts';
import { queryClient } from '../../lib/query-client.ts';

// Student Forms → My Personal Tutor (feature personal-tutor, forms:student; issue 20): the
// student's personal tutor with contact details, and a request for a meeting, sent to the tutor
// by e-mail. GET {api}/forms/personal-tutor, POST {api}/forms/personal-tutor/meeting.

const KEY = ['personal-tutor', 'mine'] as const;

function MeetingForm({ lastRequestAt }: { lastRequestAt: string | null }) {
  const [message, setMessage] = useState('');
  const [availability, setAvailability] = useState('');
  const send = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () =>
      (await api.post<MeetingRequestResult>('forms/personal-tutor/meeting', { message, availability })).data,
    onSuccess: () => {
      setMessage('');
      setAvailability('');
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const details = isApiError(send.error) ? (send.error.body?.details ?? []) : [];
  const fieldError = (param: string) =>
    details
      .filter((d) => d.param === param)
      .map((d) => d.message)
      .join(' ');
  const general =
    send.error && details.every((d) => d.param !== 'message' && d.param !== 'availability')
      ? details.map((d) => d.message).join(' ') || send.error.message
      : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  return (
    <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6">
        Ask for a meeting
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Your tutor receives your message by e-mail and replies to you to arrange a time.
        {lastRequestAt && ` You last asked on ${formatDateTime(lastRequestAt, getConfig().dateFormat)}.`}
      </Typography>
      <TextField
        label="What would you like to talk about?"
        multiline
        minRows={3}
        fullWidth
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={fieldError('message') !== ''}
        helperText={fieldError('message') || ' '}
      />
      <TextField
        label="When can you meet? (optional)"
        fullWidth
        value={availability}
        onChange={(e) => setAvailability(e.target.value)}
        error={fieldError('availability') !== ''}
        helperText={fieldError('availability') || 'For example: Tuesday or Thursday afternoons'}
        sx={{ mt: 1 }}
      />
      {general && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {general}
        </Alert>
      )}
      {send.data && (
        <Alert severity="success" sx={{ mt: 1 }}>
          Your request was sent to {send.data.sentTo}.
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={send.isPending} sx={{ mt: 2 }}>
        Send request
      </Button>
    </Paper>
  );
}

export function MyTutorScreen() {
  const query = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await api.get<MyPersonalTutor>('forms/personal-tutor', { signal })).data,
  });
  return (
    <>
      <PageHeader
        title="My Personal Tutor"
        subtitle="Your personal tutor supports you through your studies and formation."
      />
      <QueryContent query={query} what="your personal tutor">
        {({ tutor, lastRequestAt }) =>
          tutor === null ? (
            <Alert severity="info">You have no personal tutor yet. The registry will let you know who it is.</Alert>
          ) : (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
                <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
                  {tutor.name}
                </Typography>
                <FactList
                  facts={[
                    { label: 'Role', value: tutor.jobTitle },
                    {
                      label: 'E-mail',
                      value: tutor.email && <Link href={`mailto:${tutor.email}`}>{tutor.email}</Link>,
                    },
                    {
                      label: 'Telephone',
                      value: tutor.phone && <Link href={`tel:${tutor.phone.replace(/\s/g, '')}`}>{tutor.phone}</Link>,
                    },
                    { label: 'Hub', value: tutor.hub },
                  ]}
                />
              </Paper>
              {tutor.email && <MeetingForm lastRequestAt={lastRequestAt} />}
            </Box>
          )
        }
      </QueryContent>
    </>
  );
}
