import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { IT_SUPPORT_PREFIX } from '@collegium/domain/portal-pages';
import { formatDate } from '@collegium/domain/date-format';
import { useState } from 'react';
import { Link as RouterLink, useMatches, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PillTabs, pillTabPanelProps } from '../../../components/ui/pill-tabs.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import type { RenderedPage } from '@collegium/domain/portal-pages';
import { useItSupportPages, useStudentPage } from '../api/portal-pages.ts';
import { RenderedHtml } from '../../../components/ui/rendered-html.tsx';

// spec 2.6: the content pages of the student forms area (course, studyskills, hub, chester,
// wellbeing, policies, help with tabs, itsupport/{name}, student support introduction and FAQs).
// The route's key names the page (`forms.course` → path key `course`); IT Support pages take
// the name from the address.

const HELP_TABS_ID = 'help';

/** The path key of the page this route shows. */
export function pathKeyOf(routeKey: string | undefined, name: string | undefined): string {
  const key = (routeKey ?? '').replace(/^forms\./, '');
  return key === 'itsupport' ? `${IT_SUPPORT_PREFIX}${name ?? ''}` : key;
}

export function ContentPageScreen() {
  const routeKey = (useMatches().at(-1)?.handle as { key?: string } | undefined)?.key;
  const { name } = useParams();
  const pathKey = pathKeyOf(routeKey, name);
  // A new page (another IT Support name) starts with its own state.
  return <ContentPage key={pathKey} pathKey={pathKey} />;
}

function ContentPage({ pathKey }: { pathKey: string }) {
  const page = useStudentPage(pathKey);
  const isHelp = pathKey === 'help';
  const itPages = useItSupportPages(isHelp);

  if (page.isPending) return <CircularProgress aria-label="Loading the page" />;
  if (page.isError) {
    const missing = isApiError(page.error) && page.error.status === 404;
    return (
      <>
        <PageHeader title={missing ? 'Page not available' : 'Page not loaded'} />
        {missing ? (
          <EmptyState
            title="This page is not available yet"
            text="The college has not published this page. Please look again later, or ask the Registry if you need the information now."
          />
        ) : (
          <Alert severity="error">The page could not be loaded. Please check your connection and reload.</Alert>
        )}
      </>
    );
  }
  const data = page.data;
  return (
    <>
      <PageHeader title={data.title} subtitle={`Updated ${formatDate(data.updatedAt, getConfig().dateFormat)}`} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
        {data.html.trim() !== '' && <RenderedHtml html={data.html} />}
        {data.tabs.length > 0 && <HelpTabs page={data} />}
      </Paper>
      {isHelp && itPages.data && itPages.data.length > 0 && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="it-support-heading"
          sx={{ mt: 3, maxWidth: 900 }}
        >
          <Typography id="it-support-heading" component="h2" variant="h6" sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
            IT Support
          </Typography>
          <List>
            {itPages.data.map((p) => (
              <ListItem key={p.pathKey} disablePadding>
                <ListItemButton component={RouterLink} to={`/forms/${p.pathKey}`} sx={{ px: { xs: 2, sm: 3 } }}>
                  <ListItemText primary={p.title} slotProps={{ primary: { sx: { color: 'primary.main' } } }} />
                  <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}

function HelpTabs({ page }: { page: RenderedPage }) {
  const values = page.tabs.map((_, i) => String(i));
  const [tab, setTab] = useState(values[0] ?? '0');
  const current = page.tabs[Number(tab)];
  return (
    <>
      <PillTabs
        tabs={page.tabs.map((t, i) => ({ value: String(i), label: t.title }))}
        value={tab}
        onChange={setTab}
        idPrefix={HELP_TABS_ID}
        aria-label={`${page.title} topics`}
        sx={{ mb: 2 }}
      />
      {current && (
        <div {...pillTabPanelProps(HELP_TABS_ID, tab)}>
          <RenderedHtml html={current.html} />
        </div>
      )}
    </>
  );
}
