import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { formatDate } from '@collegium/domain/date-format';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getConfig } from '../../../lib/config.ts';
import { useDebounced } from '../../../hooks/use-debounced.ts';
import { RenderedHtml } from '../../../components/ui/rendered-html.tsx';
import { useKbArticle, useKbArticles } from '../api/kb.ts';

// spec 2.1 /kb (dashboard:view): how-to articles for staff, searchable; the articles are portal
// pages of category KB, edited at Administration → Portal pages. The search and the open
// article live in the address.

export function KbScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const open = params.get('article');
  const settled = useDebounced(search, 250);
  const articles = useKbArticles(settled.trim());
  const article = useKbArticle(open);
  const dateFormat = getConfig().dateFormat;

  const set = (next: { search?: string; article?: string | null }) => {
    const out = new URLSearchParams();
    const s = next.search ?? search;
    if (s) out.set('search', s);
    const a = next.article === undefined ? open : next.article;
    if (a) out.set('article', a);
    setParams(out, { replace: next.article === undefined });
  };

  if (open !== null) {
    return (
      <>
        <Button startIcon={<ArrowBack />} onClick={() => set({ article: null })} sx={{ mb: 1 }}>
          All articles
        </Button>
        {article.isPending && <CircularProgress aria-label="Loading the article" />}
        {article.isError && (
          <>
            <PageHeader title="Article not found" />
            <Alert severity={isApiError(article.error) && article.error.status === 404 ? 'info' : 'error'}>
              {isApiError(article.error) && article.error.status === 404
                ? 'There is no published article with that name. It may have been renamed or unpublished.'
                : 'The article could not be loaded. Please reload the page.'}
            </Alert>
          </>
        )}
        {article.data && (
          <>
            <PageHeader
              title={article.data.title}
              subtitle={`Knowledge base · updated ${formatDate(article.data.updatedAt, dateFormat)}`}
            />
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900 }}>
              <RenderedHtml html={article.data.html} />
            </Paper>
          </>
        )}
      </>
    );
  }

  const count = articles.data?.length;
  return (
    <>
      <PageHeader title="Knowledge Base" subtitle="How to do things in this system, module by module." />
      <Box role="search" aria-label="Search the knowledge base" sx={{ mb: 2, maxWidth: 600 }}>
        <TextField
          label="Search articles"
          type="search"
          fullWidth
          value={search}
          onChange={(e) => set({ search: e.target.value })}
          helperText={count === undefined ? ' ' : `${count} ${count === 1 ? 'article' : 'articles'}`}
          slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
        />
      </Box>
      {articles.isError && <Alert severity="error">The articles could not be loaded. Please reload the page.</Alert>}
      {articles.isPending && <CircularProgress aria-label="Loading the articles" />}
      {articles.data?.length === 0 && (
        <EmptyState
          icon={<SearchOff />}
          title="No articles match"
          text={`Nothing in the knowledge base mentions “${settled}”. Try a shorter word.`}
        />
      )}
      {articles.data && articles.data.length > 0 && (
        <Paper variant="outlined" sx={{ maxWidth: 900 }}>
          <List disablePadding aria-label="Articles">
            {articles.data.map((a) => (
              <ListItem key={a.name} disablePadding divider>
                <ListItemButton onClick={() => set({ article: a.name })}>
                  <ListItemText
                    primary={a.title}
                    slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { color: 'text.secondary' } } }}
                    secondary={a.excerpt}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}
