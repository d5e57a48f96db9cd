import { Box, Link, Pagination, PaginationItem, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { BlogPostSummary } from '@kinderly/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { useBlogPosts } from '../api/get-blog-posts.ts';
import { ContentBody } from '../components/content-page.tsx';
import { LoadError } from '../components/load-error.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { PostMeta } from '../components/post-meta.tsx';
import { PostTags } from '../components/post-tags.tsx';
import { BLOG_LIST_PAGE_SIZE } from '../constants.ts';
import { blogPageHref, pageCount, parsePageParam } from '../lib/blog-page.ts';
import { useContentLanguage } from '../lib/use-content-language.ts';

function PostCard({ post }: { post: BlogPostSummary }) {
  const language = useContentLanguage();
  const titleId = `post-${post.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack spacing={1.25}>
        <Typography id={titleId} variant="h5" component="h2">
          <Link component={RouterLink} to={`/blog/${post.slug}`} color="primary.dark" underline="hover">
            {post.title}
          </Link>
        </Typography>
        <PostMeta
          author={post.author}
          publishedAt={post.publishedAt}
          readingMinutes={post.readingMinutes}
          language={language}
        />
        <Typography variant="body1" sx={{ lineHeight: 1.7 }}>
          {post.summary}
        </Typography>
        <PostTags tags={post.tags} />
      </Stack>
    </Paper>
  );
}

function PostListSkeleton() {
  const { t } = useTranslation('content');
  return (
    <Stack spacing={3} aria-busy="true">
      <VisuallyHidden role="status">{t('content.blog.loading')}</VisuallyHidden>
      {[0, 1, 2].map((index) => (
        <Paper key={index} variant="outlined" aria-hidden sx={{ p: { xs: 2.5, md: 3 } }}>
          <Skeleton variant="text" sx={{ fontSize: '1.75rem', width: '70%' }} />
          <Skeleton variant="text" sx={{ width: '45%' }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" sx={{ width: '85%' }} />
        </Paper>
      ))}
    </Stack>
  );
}

export function BlogPage() {
  const { t } = useTranslation('content');
  const language = useContentLanguage();
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const query = useBlogPosts({ language, page, pageSize: BLOG_LIST_PAGE_SIZE });

  let body;
  if (query.isPending) body = <PostListSkeleton />;
  else if (query.isError)
    body = (
      <LoadError title={t('content.blog.error.title')} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {t('content.blog.error.text')}
      </LoadError>
    );
  else if (query.data.posts.length === 0)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', bgcolor: 'grey.50' }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('content.blog.empty.title')}
        </Typography>
        <Typography color="text.secondary">{t('content.blog.empty.text')}</Typography>
      </Paper>
    );
  else {
    const { posts, total, pageSize } = query.data;
    const pages = pageCount(total, pageSize);
    body = (
      <Stack spacing={4} aria-busy={query.isPlaceholderData}>
        <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </Stack>
        {pages > 1 && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Pagination
              aria-label={t('content.blog.pagination.label')}
              page={Math.min(page, pages)}
              count={pages}
              color="primary"
              siblingCount={0}
              getItemAriaLabel={(type, item) =>
                type === 'previous'
                  ? t('content.blog.pagination.previous')
                  : type === 'next'
                    ? t('content.blog.pagination.next')
                    : t('content.blog.pagination.page', { page: item ?? 0 })
              }
              renderItem={(item) => (
                <PaginationItem component={RouterLink} to={blogPageHref(item.page ?? 1)} {...item} />
              )}
            />
          </Box>
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHero title={t('content.blog.title')} lead={t('content.blog.lead')} />
      <ContentBody>{body}</ContentBody>
    </>
  );
}
