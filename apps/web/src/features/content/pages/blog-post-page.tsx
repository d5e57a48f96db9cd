import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ServerHtml } from '../../../components/ui/server-html.tsx';
import { useDocumentTitle } from '../../../lib/page-title.ts';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useBlogPost } from '../api/get-blog-post.ts';
import { LoadError } from '../components/load-error.tsx';
import { PostMeta } from '../components/post-meta.tsx';
import { PostTags } from '../components/post-tags.tsx';
import { isNotFound } from '../lib/not-found.ts';
import { useContentLanguage } from '../lib/use-content-language.ts';

function BackToBlog() {
  const { t } = useTranslation('content');
  return (
    <Button
      component={RouterLink}
      to="/blog"
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start', color: 'primary.dark' }}
    >
      {t('content.blog.post.back')}
    </Button>
  );
}

function PostSkeleton() {
  const { t } = useTranslation('content');
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{t('content.blog.post.loading')}</VisuallyHidden>
      <Box aria-hidden>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '80%' }} />
        <Skeleton variant="text" sx={{ width: '50%', mb: 3 }} />
        {[100, 95, 98, 60].map((width) => (
          <Skeleton key={width} variant="text" sx={{ width: `${width}%` }} />
        ))}
      </Box>
    </Box>
  );
}

function PostNotFound() {
  const { t } = useTranslation('content');
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start', py: { xs: 2, md: 4 } }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography variant="h4" component="h1">
        {t('content.blog.post.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('content.blog.post.notFound.text')}</Typography>
      <Button component={RouterLink} to="/blog" variant="contained" startIcon={<ArrowBackIcon />}>
        {t('content.blog.post.back')}
      </Button>
    </Stack>
  );
}

export function BlogPostPage() {
  const { t } = useTranslation('content');
  const language = useContentLanguage();
  const { id = '' } = useParams();
  const query = useBlogPost(id, language);
  const { t: tCommon } = useTranslation();
  const notFound = query.isError && isNotFound(query.error);
  useDocumentTitle(
    query.data
      ? tCommon('meta.blogPost.title', { title: query.data.title })
      : tCommon(notFound ? 'meta.notFound.title' : 'meta.blog.title'),
  );

  let body;
  if (query.isPending) body = <PostSkeleton />;
  else if (notFound) body = <PostNotFound />;
  else if (query.isError)
    body = (
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t('content.blog.post.error.title')}
        </Typography>
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching}>
          {t('content.blog.post.error.text')}
        </LoadError>
      </Stack>
    );
  else {
    const post = query.data;
    body = (
      <Box component="article" aria-labelledby="post-title">
        <Stack spacing={2} sx={{ mb: 4 }}>
          <Typography id="post-title" variant="h3" component="h1" sx={{ overflowWrap: 'break-word' }}>
            {post.title}
          </Typography>
          <PostMeta
            author={post.author}
            publishedAt={post.publishedAt}
            readingMinutes={post.readingMinutes}
            language={language}
          />
          <PostTags tags={post.tags} />
        </Stack>
        <Divider sx={{ mb: 4 }} />
        <ServerHtml html={post.html} />
      </Box>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        {!notFound && <BackToBlog />}
        {body}
      </Stack>
    </Container>
  );
}
