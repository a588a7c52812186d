import { meetsAll } from '@collegium/domain/permissions';
import { useParams } from 'react-router';
import { EntityRecordScreen } from '../../components/entity/entity-record-screen.tsx';
import { TeachingRecordPage } from '../../components/entity/teaching-record-page.tsx';
import { useEntityRoute } from '../../lib/entity/entity-routes.ts';
import { usePermissions } from '../../lib/session/session-store.ts';
import { ConsentHistoryPanel } from './consent-history-panel.tsx';

// spec 2.5, issue 17: a contact's record `/contacts/{id}` (a person): for readers of consents
// (role:manager or consents:view) a Consents tab first, the history per purpose and the recording
// of a grant or withdrawal; for others the generic record page.
export function ContactRecordScreen() {
  const route = useEntityRoute();
  const { id = '' } = useParams();
  const permissions = usePermissions();
  if (!meetsAll(permissions, [['role:manager', 'consents:view']])) return <EntityRecordScreen />;
  return (
    <TeachingRecordPage
      key={id}
      entity={route.entity}
      id={id}
      routeTitle={route.title}
      teachingLabel="Consents"
      teaching={() => <ConsentHistoryPanel personId={id} />}
    />
  );
}
