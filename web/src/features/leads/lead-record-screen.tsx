import { useParams } from 'react-router';
import { TeachingRecordPage } from '../../components/entity/teaching-record-page.tsx';
import { useEntityRoute } from '../../lib/entity/entity-routes.ts';
import { LeadActivityPanel } from './lead-activity-panel.tsx';

// spec 2.5, issue 17: a potential student's record `/leads/{id}` (leads:view): the Activity tab
// (stage and its moves, follow, log, the history) first, then the generic form and audit history.
export function LeadRecordScreen() {
  const route = useEntityRoute();
  const { id = '' } = useParams();
  return (
    <TeachingRecordPage
      key={id}
      entity={route.entity}
      id={id}
      routeTitle={route.title}
      teachingLabel="Activity"
      teaching={(record) => <LeadActivityPanel id={id} record={record} />}
    />
  );
}
