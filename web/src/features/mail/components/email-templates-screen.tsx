import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { getConfig } from '../../../lib/config.ts';
import { useEmailTemplate, useEmailTemplates } from '../api/get-email-templates.ts';
import { TemplateEditor } from './template-editor.tsx';
import { TemplateList } from './template-list.tsx';

// spec 2.4 admin/emailtemplates (admin:templates): the e-mails the college sends, edited with a
// live preview. Wide screens show the list beside the editor; phones show one, then the other.

export function EmailTemplatesScreen() {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  const templates = useEmailTemplates();
  const dateFormat = getConfig().dateFormat;
  const chosen = params.get('key');
  const key = chosen ?? (wide ? (templates.data?.[0]?.key ?? null) : null);
  const template = useEmailTemplate(key);

  const select = (next: string | null) => setParams(next ? { key: next } : {}, { replace: false });

  const showList = wide || key === null;
  const showEditor = key !== null;

  return (
    <>
      <PageHeader
        title="E-mail templates"
        subtitle="The wording of the e-mails the college sends. Words in double braces are filled in for each mail."
      />
      {templates.isError && <Alert severity="error">The templates could not be loaded. Please reload the page.</Alert>}
      {templates.isPending && <CircularProgress aria-label="Loading the templates" />}
      {templates.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 300px) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          {showList && (
            <TemplateList templates={templates.data} selected={key} dateFormat={dateFormat} onSelect={select} />
          )}
          {showEditor && (
            <Box sx={{ minWidth: 0 }}>
              {!wide && (
                <Button startIcon={<ArrowBack />} onClick={() => select(null)} sx={{ mb: 1 }}>
                  All templates
                </Button>
              )}
              {template.isError && (
                <Alert severity="error">There is no such template, or it could not be loaded.</Alert>
              )}
              {template.isPending && <CircularProgress aria-label="Loading the template" />}
              {template.data && (
                <TemplateEditor
                  // A new template, or a newer version of this one, starts a fresh draft.
                  key={`${template.data.key}:${template.data.version}`}
                  template={template.data}
                  dateFormat={dateFormat}
                  onReload={() => void template.refetch()}
                />
              )}
            </Box>
          )}
        </Box>
      )}
    </>
  );
}
