import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { ChildcareProviderIdParamsSchema, type ProviderProfile } from '@kinderly/shared';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { NOT_FOUND_PATH } from '../../../lib/auth/index.ts';
import { useProviderProfile } from '../api/get-provider-profile.ts';
import { ProfileSkeleton } from '../components/profile-skeleton.tsx';
import { ProviderProfileView } from '../components/provider-profile-view.tsx';

/**
 * /app/providers/:providerId: a provider's profile, for every signed-in role. An unknown or unlisted provider (the
 * API's 404) goes to the not-found page, as an unknown address does.
 */
export function ProviderProfilePage({ renderAction }: { renderAction?: (profile: ProviderProfile) => ReactNode }) {
  const { providerId = '' } = useParams();
  // An address that cannot name a provider is not found either; the API is not asked.
  const valid = ChildcareProviderIdParamsSchema.safeParse({ childcareProviderId: providerId }).success;
  const profile = useProviderProfile(valid ? providerId : null);
  if (!valid) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 404) return <Navigate to={NOT_FOUND_PATH} replace />;
    return <LoadError onRetry={() => void profile.refetch()} />;
  }
  if (!profile.data) return <ProfileSkeleton />;
  return <ProviderProfileView profile={profile.data} titleLevel={1} action={renderAction?.(profile.data)} />;
}
