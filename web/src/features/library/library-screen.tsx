import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CatalogueLink } from '../../components/library/library-account-panel.tsx';
import { QueryContent } from '../../components/student/query-content.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useOwnLibrary } from '../../lib/api/library.ts';
import { getConfig } from '../../lib/config.ts';

// Issue 20, feature library (/forms/library): the student's account number in the college's
// library system and the catalogue's page for it. The registry gives the number.

export function LibraryScreen() {
  const library = useOwnLibrary();
  return (
    <>
      <PageHeader title="Library" subtitle={`Your account with the ${getConfig().collegeName} library.`} />
      <QueryContent query={library} what="your library account">
        {(data) => (
          <Paper
            component="section"
            aria-labelledby="library-account-heading"
            sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
          >
            <Typography id="library-account-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
              Library account
            </Typography>
            {data.accountNumber ? (
              <>
                <Typography sx={{ mb: 2 }}>
                  Your account number is{' '}
                  <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {data.accountNumber}
                  </Typography>
                  . Use it to borrow books and to sign in to the catalogue.
                </Typography>
                <CatalogueLink url={data.catalogueUrl} />
              </>
            ) : (
              <Typography>
                You have no library account number yet. The registry adds it once you are enrolled; ask them if you need
                it sooner.
              </Typography>
            )}
          </Paper>
        )}
      </QueryContent>
    </>
  );
}
