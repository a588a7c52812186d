import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { AVATAR_SIZE } from '../../../../components/ui/ui-constants.ts';
import { LoginAsButton } from '../../../../components/ui/login-as-button.tsx';
import { EngagementStatusChip } from '../../../../components/ui/engagement-status-chip.tsx';
import type { StudentSummary } from '../api/get-student-summary.ts';
import { FactList } from '../../../../components/student/fact-list.tsx';
import { HesaReadinessBadge } from './hesa-readiness-badge.tsx';
import { StudentAvatar } from './student-avatar.tsx';
import { RecordCohortGroup } from './record-cohort-group.tsx';

/**
 * The programme as read: 'BTh · Bachelor of Theology'; the title alone when it starts with the
 * code ('MA in Theology'), the code alone when there is no title.
 */
export function programmeText({
  programmeCode: code,
  programmeTitle: title,
}: Pick<StudentSummary, 'programmeCode' | 'programmeTitle'>): string {
  if (!title) return code;
  return title.startsWith(`${code} `) ? title : `${code} · ${title}`;
}

/** The summary card at the top of a student's record page (issue 4): photo, name and study. */
export function StudentHeader({ summary, basePath }: { summary: StudentSummary; basePath: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Student summary" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 2, sm: 3 },
          alignItems: { xs: 'center', sm: 'flex-start' },
        }}
      >
        <StudentAvatar
          name={summary.name}
          basePath={basePath}
          hasPhoto={summary.hasPhoto}
          size={{ xs: 96, sm: AVATAR_SIZE }}
        />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              mb: 0.5,
              justifyContent: { xs: 'center', sm: 'flex-start' },
            }}
          >
            <Typography
              component="h1"
              variant="h4"
              sx={{ overflowWrap: 'anywhere', textAlign: { xs: 'center', sm: 'left' } }}
            >
              {summary.name}
            </Typography>
            <EngagementStatusChip status={summary.status} size="medium" />
            <RecordCohortGroup studentId={summary.id} />
            <HesaReadinessBadge studentId={summary.id} />
          </Box>
          <Typography sx={{ color: 'text.secondary', mb: 2, textAlign: { xs: 'center', sm: 'left' } }}>
            Partner id{' '}
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.05em', color: 'text.primary' }}>
              {formatPartnerId(summary.partnerId)}
            </Box>
          </Typography>
          <FactList
            minColumnWidth={130}
            facts={[
              { label: 'Programme', value: programmeText(summary) },
              { label: 'Level', value: summary.level },
              { label: 'Cohort', value: summary.cohort },
              { label: 'Hub', value: summary.hub },
              { label: 'Personal tutor', value: summary.personalTutor?.name ?? 'None assigned' },
            ]}
          />
          {/* Issue 11: act as the student (shown only when the server allows it). */}
          <Box
            sx={{
              mt: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              justifyContent: { xs: 'center', sm: 'flex-start' },
              '&:empty': { display: 'none' },
            }}
          >
            <LoginAsButton mode="student" id={summary.id} name={summary.name} />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
