import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Activity, ActivityFeedQuery } from '@collegium/domain/lead-activity';
import { LEAD_STAGE_NAMES } from '@collegium/domain/lead-stages';
import { useState } from 'react';
import { QueryContent } from '../../components/student/query-content.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../components/ui/pill-tabs.tsx';
import { useLookupChoices } from '../../lib/lookups.ts';
import { ActivityList } from './activity-list.tsx';
import { useActivityFeed, useFollowUps, useMarkDone } from './api/lead-activity.ts';
import { LogActivityDialog } from './log-activity-dialog.tsx';
import { DateField } from '../../components/form/date-field.tsx';

// spec 2.4, issue 17: Potential Students → Activity, the /leads root. The feed of what happened
// with potential students, newest first, filtered by hub, stage, owner and date; a log button on
// each entry; and the caller's follow-ups (open next actions, soonest first).

const TABS = [
  { value: 'feed', label: 'Activity' },
  { value: 'follow-ups', label: 'My follow-ups' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const PAGE_SIZE = 25;

type Filters = Pick<ActivityFeedQuery, 'hub' | 'stage' | 'owner' | 'from' | 'to'>;

function useLogTarget() {
  const [target, setTarget] = useState<Activity | null>(null);
  const dialog = (
    <LogActivityDialog
      leadId={String(target?.leadId ?? '')}
      leadName={target?.leadName ?? ''}
      kind={target ? 'Call' : null}
      onClose={() => setTarget(null)}
    />
  );
  return { open: setTarget, dialog };
}

function FilterBar({
  filters,
  set,
  owners,
}: {
  filters: Filters;
  set: (f: Filters) => void;
  owners: { id: number; name: string }[];
}) {
  const hubs = useLookupChoices('hubs');
  const change = (key: keyof Filters, value: string) =>
    set({ ...filters, [key]: value === '' ? undefined : key === 'owner' ? Number(value) : value });
  const select = (key: 'hub' | 'stage' | 'owner', label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[key] === undefined ? '' : String(filters[key])}
      onChange={(e) => change(key, e.target.value)}
      sx={{ flex: '1 1 160px', minWidth: 0 }}
    >
      <MenuItem value="">Any</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const day = (key: 'from' | 'to', label: string) => (
    <DateField
      size="small"
      label={label}
      value={filters[key] ?? ''}
      onChange={(v) => change(key, v)}
      sx={{ flex: '1 1 150px', minWidth: 0 }}
    />
  );
  return (
    <Box role="search" aria-label="Filter the activity" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      {select(
        'hub',
        'Hub',
        (hubs.data?.values ?? []).map((h) => ({ value: h, label: h })),
      )}
      {select(
        'stage',
        'Stage',
        LEAD_STAGE_NAMES.map((s) => ({ value: s, label: s })),
      )}
      {select(
        'owner',
        'Followed by',
        owners.map((o) => ({ value: String(o.id), label: o.name })),
      )}
      {day('from', 'From')}
      {day('to', 'To')}
    </Box>
  );
}

function Feed() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const feed = useActivityFeed({ ...filters, page, pageSize: PAGE_SIZE });
  const log = useLogTarget();
  return (
    <>
      <FilterBar
        filters={filters}
        set={(f) => {
          setFilters(f);
          setPage(1);
        }}
        owners={feed.data?.owners ?? []}
      />
      <QueryContent query={feed} what="the activity">
        {(data) => (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
              {data.total === 1 ? '1 activity' : `${data.total} activities`}
            </Typography>
            <ActivityList
              items={data.items}
              showLead
              label="Activity, newest first"
              empty="No activity matches these filters."
              actions={
                data.abilities.canLog
                  ? (a) => (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => log.open(a)}
                        aria-label={`Log an activity with ${a.leadName}`}
                      >
                        Log
                      </Button>
                    )
                  : undefined
              }
            />
            {data.total > PAGE_SIZE && (
              <Pagination
                sx={{ mt: 2 }}
                count={Math.ceil(data.total / PAGE_SIZE)}
                page={page}
                onChange={(_e, p) => setPage(p)}
                aria-label="Pages of activity"
              />
            )}
          </>
        )}
      </QueryContent>
      {log.dialog}
    </>
  );
}

function FollowUps() {
  const followUps = useFollowUps();
  const done = useMarkDone();
  return (
    <QueryContent query={followUps} what="your follow-ups">
      {(items) => (
        <ActivityList
          items={items}
          showLead
          label="My follow-ups, soonest first"
          empty="You have no follow-ups due. Next actions you log, and those on potential students you follow, appear here."
          actions={(a) => (
            <Button
              size="small"
              variant="outlined"
              disabled={done.isPending}
              onClick={() => done.mutate(a)}
              aria-label={`Mark done: ${a.nextAction ?? ''} (${a.leadName})`}
            >
              Done
            </Button>
          )}
        />
      )}
    </QueryContent>
  );
}

export function LeadActivityScreen() {
  const [tab, setTab] = useState<Tab>('feed');
  return (
    <>
      <PageHeader
        title="Potential students"
        subtitle="What happened with potential students, and what to do next"
        actions={
          <LinkButton to="/leads/all" variant="outlined" size="small">
            All potential students
          </LinkButton>
        }
      />
      <PillTabs tabs={TABS} value={tab} onChange={(v) => setTab(v as Tab)} idPrefix="leads-activity" sx={{ mb: 2 }} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} {...pillTabPanelProps('leads-activity', tab)}>
        {tab === 'feed' ? <Feed /> : <FollowUps />}
      </Paper>
    </>
  );
}
