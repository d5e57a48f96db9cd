import { Box, Tab, Tabs } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { useOwnProvider } from '../api/get-own-provider.ts';
import { useProviderProfile } from '../api/get-provider-profile.ts';
import { GalleryEditor } from '../components/gallery-editor.tsx';
import { PreviewBanner } from '../components/preview-banner.tsx';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';
import { ProviderProfileView } from '../components/provider-profile-view.tsx';
import { toParentView } from '../lib/parent-view.ts';

const TABS = ['preview', 'pictures'] as const;
type TabName = (typeof TABS)[number];
const TAB_PARAM = 'tab';

type PublicProfilePageProps = {
  /** The enrolment's "what is missing" summary, composed by the app (features do not import each other). */
  listingProgress: ReactNode;
};

/**
 * /app/public-profile: the home provider's own profile exactly as parents see it (the same view, fed what parents
 * receive), and the editor of its four background pictures. The tab is in the address, so a reload keeps it.
 */
export function PublicProfilePage({ listingProgress }: PublicProfilePageProps) {
  const { t } = useTranslation('provider-profile');
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get(TAB_PARAM) === 'pictures' ? 'pictures' : 'preview';
  const own = useOwnProvider();
  const profile = useProviderProfile(own.data?.id ?? null);
  const tabId = (name: TabName) => `${ids}-tab-${name}`;
  const panelId = (name: TabName) => `${ids}-panel-${name}`;

  let body: ReactNode;
  if (own.isError || profile.isError) {
    body = (
      <LoadError
        onRetry={() => {
          if (own.isError) void own.refetch();
          if (profile.isError) void profile.refetch();
        }}
      />
    );
  } else if (own.data === null) {
    // Only a home provider acting as one has a record; the route's gate keeps everyone else out.
    body = null;
  } else if (!own.data || !profile.data) {
    body = <ProfileSkeleton />;
  } else {
    body = (
      <>
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) =>
            setParams(next === 'preview' ? {} : { [TAB_PARAM]: next }, { replace: true })
          }
          aria-label={t('preview.tabsLabel')}
          sx={{
            mb: 3,
            borderBottom: 1,
            borderColor: 'divider',
            // primary.main on the page's grey background misses 4.5:1; the darker shade passes.
            '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
            '& .MuiTabs-indicator': { bgcolor: 'primary.dark' },
          }}
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`preview.tabs.${name}`)}
              id={tabId(name)}
              // Only the chosen tab's panel is in the page.
              aria-controls={name === tab ? panelId(name) : undefined}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tab === 'preview' ? (
            <>
              <PreviewBanner isListed={profile.data.isListed} listingProgress={listingProgress} />
              {/* A frame around the parents' view, so it reads as a preview (from small screens up: space is short). */}
              <Box
                sx={{
                  mt: 3,
                  p: { sm: 2 },
                  border: { sm: 2 },
                  borderStyle: { sm: 'dashed' },
                  borderColor: { sm: 'divider' },
                  borderRadius: { sm: 3 },
                }}
              >
                <ProviderProfileView profile={toParentView(profile.data)} titleLevel={2} />
              </Box>
            </>
          ) : (
            <GalleryEditor userId={own.data.userId} />
          )}
        </Box>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('preview.title')} intro={t('preview.intro')} />
      {body}
    </>
  );
}
