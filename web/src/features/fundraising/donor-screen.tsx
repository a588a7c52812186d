import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { findEntity } from '@collegium/domain/entities/registry';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { applyPageTitle } from '../../lib/routing/page-title.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { visuallyHidden } from '../../components/ui/visually-hidden.ts';
import { getConfig } from '../../lib/config.ts';
import { useDonor } from './api/get-donor.ts';
import { crmUrl } from '../../lib/entity/crm-url.ts';
import { recordTitle } from '../../lib/entity/display-value.ts';
import { LOADING_TEXT } from '../../lib/loading-text.ts';
import { GiftsList } from './gifts-list.tsx';
import { RecordGiftDialog } from './record-gift-dialog.tsx';

/**
 * spec 2.5: /donors/{id} shows the donor's page of the external CRM, sandboxed; issue 17: and the
 * gifts recorded here, with Record a gift for those with donors:edit.
 */
export function DonorCrmScreen() {
  const { id = '' } = useParams();
  const donor = useDonor(id);
  const [recording, setRecording] = useState(false);
  const template = getConfig().crmUrlTemplate;
  const titleFields = findEntity('donors')?.titleFields ?? [];
  const name = donor.data ? recordTitle(titleFields, donor.data) : '';
  const title = name || 'Donor';

  useEffect(() => {
    if (name) applyPageTitle(name);
  }, [name]);

  const url = crmUrl(template, donor.data?.crmId);
  let body;
  if (!template) {
    body = (
      <Alert severity="info">
        No CRM address is configured, so the donor's CRM page cannot be shown here. An administrator can set it
        (CRM_URL_TEMPLATE).
      </Alert>
    );
  } else if (donor.isError) {
    body = <Alert severity="error">This donor could not be loaded.</Alert>;
  } else if (donor.isPending) {
    body = <Typography sx={{ py: 2 }}>{LOADING_TEXT}</Typography>;
  } else if (!url) {
    body = <Alert severity="info">This donor has no CRM id yet, so there is no CRM page to show.</Alert>;
  } else {
    body = (
      <Box
        component="iframe"
        src={url}
        title={`CRM page of ${title}`}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        sx={{
          display: 'block',
          width: '100%',
          height: '75vh',
          minHeight: 420,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle="Donor"
        actions={
          url ? (
            <Button
              component="a"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<OpenInNew />}
              variant="outlined"
            >
              Open in the CRM
              <Box component="span" sx={visuallyHidden}>
                {' '}
                (opens in a new tab)
              </Box>
            </Button>
          ) : undefined
        }
      />
      {donor.data && (
        <Box component="section" aria-labelledby="donor-gifts" sx={{ mt: 3 }}>
          <Typography id="donor-gifts" component="h2" variant="h6" sx={{ mb: 1 }}>
            Gifts
          </Typography>
          <GiftsList
            donorId={Number(donor.data.id)}
            actions={(abilities) =>
              abilities.record && (
                <Button variant="contained" onClick={() => setRecording(true)}>
                  Record a gift
                </Button>
              )
            }
          />
          {recording && (
            <RecordGiftDialog
              donorId={Number(donor.data.id)}
              donorName={name}
              giftAid={donor.data.giftAid === true}
              onClose={() => setRecording(false)}
            />
          )}
        </Box>
      )}
      {body}
    </>
  );
}
