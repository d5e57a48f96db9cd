import { useQueryClient } from '@tanstack/react-query';
import type { ProviderProfile } from '@kinderly/shared';
import { providerProfileQueryOptions } from '../features/provider-profile/api/get-provider-profile.ts';
import { ProviderProfilePage } from '../features/provider-profile/pages/provider-profile-page.tsx';
import { FavouriteButton } from '../features/provider-search/components/favourite-button.tsx';

/**
 * /app/providers/:providerId: the profile feature's page with the search feature's favourite toggle beside the name
 * (features do not import each other; the app composes them). The toggle keeps the profile's own copy true.
 */
export function ProviderProfileRoute() {
  const queryClient = useQueryClient();
  const favouriteButton = (profile: ProviderProfile) => (
    <FavouriteButton
      providerId={profile.id}
      name={profile.displayName}
      favourite={profile.favourite}
      onToggled={(favourite) =>
        queryClient.setQueryData(providerProfileQueryOptions(profile.id).queryKey, (old) =>
          old ? { ...old, favourite } : old,
        )
      }
    />
  );
  return <ProviderProfilePage renderAction={favouriteButton} />;
}
