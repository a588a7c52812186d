import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EntityRecord } from '@collegium/domain/entities/entity-contracts';
import { LOGGED_ACTIVITY_KINDS, type LeadActivity } from '@collegium/domain/lead-activity';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryContent } from '../../components/student/query-content.tsx';
import { fieldError, otherError } from '../../lib/field-errors.ts';
import { ActivityList } from './activity-list.tsx';
import { useFollowLead, useLeadActivity, useMarkDone, useMoveStage } from './api/lead-activity.ts';
import { LogActivityDialog } from './log-activity-dialog.tsx';
import { MergeDialog } from './merge-dialog.tsx';

// Issue 17: a potential student's Activity tab. The stage with the moves spec 4.5 allows from it
// (the server's list), who follows the lead, the log buttons (a kind each: two clicks with Save),
// and every activity with the stage history among them, newest first.

type Kind = (typeof LOGGED_ACTIVITY_KINDS)[number];

function StageMove({ record, data }: { record: EntityRecord; data: LeadActivity }) {
  const [to, setTo] = useState('');
  const move = useMoveStage(String(data.leadId));
  const problem = fieldError(move.error, 'stage');
  const general = otherError(move.error, ['stage']);
  if (!data.abilities.canLog) return null;
  return (
    <Box
      component="form"
      aria-label="Move to another stage"
      onSubmit={(e) => {
        e.preventDefault();
        if (to !== '') move.mutate({ version: record.version, stage: to }, { onSuccess: () => setTo('') });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mt: 1 }}
    >
      <TextField
        select
        size="small"
        label="Move to"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={problem !== ''}
        helperText={problem || 'Forward, or out to an archive or mailing-list stage'}
        sx={{ flex: '1 1 240px', minWidth: 0 }}
      >
        {data.moves.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={to === '' || move.isPending}>
        Move
      </Button>
      {general && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {general}
        </Alert>
      )}
    </Box>
  );
}

export function LeadActivityPanel({ id, record }: { id: string; record: EntityRecord }) {
  const activity = useLeadActivity(id);
  const follow = useFollowLead(id);
  const done = useMarkDone();
  const [kind, setKind] = useState<Kind | null>(null);
  const [merging, setMerging] = useState(false);
  const name = `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim();
  return (
    <QueryContent query={activity} what="the activity">
      {(data) => (
        <>
          <Paper variant="outlined" component="section" aria-labelledby="lead-stage" sx={{ p: 2, mb: 2 }}>
            <Typography id="lead-stage" component="h2" variant="h6">
              Stage: {data.stage}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {data.owner ? `Followed by ${data.owner.name}` : 'Nobody follows this potential student yet.'}
              {data.applicationId !== null && (
                <>
                  {' · '}
                  <Link component={RouterLink} to={`/applications/${data.applicationId}`}>
                    Application {data.applicationId}
                  </Link>
                </>
              )}
            </Typography>
            <StageMove record={record} data={data} />
            {data.abilities.canLog && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {LOGGED_ACTIVITY_KINDS.map((k) => (
                  <Button key={k} variant="outlined" size="small" onClick={() => setKind(k)}>
                    Log {k === 'Note' ? 'a note' : k === 'E-mail' ? 'an e-mail' : `a ${k.toLowerCase()}`}
                  </Button>
                ))}
                <Button size="small" disabled={follow.isPending} onClick={() => follow.mutate(!data.followedByMe)}>
                  {data.followedByMe ? 'Stop following' : 'Follow'}
                </Button>
                {data.abilities.canMerge && (
                  <Button size="small" onClick={() => setMerging(true)}>
                    Merge a duplicate
                  </Button>
                )}
              </Box>
            )}
          </Paper>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            History
          </Typography>
          <ActivityList
            items={data.activities}
            label="Activities and stage changes, newest first"
            empty="Nothing has been recorded yet."
            actions={
              data.abilities.canLog
                ? (a) =>
                    a.nextAction && !a.doneAt ? (
                      <Button size="small" variant="outlined" disabled={done.isPending} onClick={() => done.mutate(a)}>
                        Mark done
                      </Button>
                    ) : null
                : undefined
            }
          />
          <LogActivityDialog leadId={id} leadName={name} kind={kind} onClose={() => setKind(null)} />
          <MergeDialog leadId={id} open={merging} onClose={() => setMerging(false)} />
        </>
      )}
    </QueryContent>
  );
}
