import { meetsAll } from '@collegium/domain/permissions';
import { useParams } from 'react-router';
import { type ExtraTab, TeachingRecordPage } from '../../components/entity/teaching-record-page.tsx';
import { useEntityRoute } from '../../lib/entity/entity-routes.ts';
import { usePermissions } from '../../lib/session/session-store.ts';
import { TimelinePanel } from './timeline-panel.tsx';
import { ConsentHistoryPanel } from './consent-history-panel.tsx';

// spec 2.5, issue 17: a contact's record `/contacts/{id}` (a person): the Timeline tab first (one
// story across their roles, filtered by the server for the reader), then for readers of consents
// (role:manager or consents:view) the Consents tab, the history per purpose and the recording of a
// grant or withdrawal; then the generic Details and History.
export function ContactRecordScreen() {
  const route = useEntityRoute();
  const { id = '' } = useParams();
  const permissions = usePermissions();
  const consents: ExtraTab[] = meetsAll(permissions, [['role:manager', 'consents:view']])
    ? [{ value: 'consents', label: 'Consents', content: () => <ConsentHistoryPanel personId={id} /> }]
    : [];
  return (
    <TeachingRecordPage
      key={id}
      entity={route.entity}
      id={id}
      routeTitle={route.title}
      teachingLabel="Timeline"
      teaching={() => <TimelinePanel personId={id} />}
      moreTabs={consents}
    />
  );
}
