import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { can, type ProviderProfile } from '@kinderly/shared';
import { BookButton } from '../features/booking/components/book-button.tsx';
import { canOpenRoom, MessageButton } from '../features/chat/components/message-button.tsx';
import { providerProfileQueryOptions } from '../features/provider-profile/api/get-provider-profile.ts';
import { ProviderProfilePage } from '../features/provider-profile/pages/provider-profile-page.tsx';
import { FavouriteButton } from '../features/provider-search/components/favourite-button.tsx';
import { selectRole, useAuthStore } from '../lib/auth/index.ts';

/**
 * /app/providers/:providerId: the profile feature's page with the search feature's favourite toggle and, for those
 * who may book (SPEC section 6), the booking feature's "Book" beside the name, and for a family member the chat's
 * "Message" (features do not import each other; the app composes them). The toggle keeps the profile's own copy true.
 */
export function ProviderProfileRoute() {
  const queryClient = useQueryClient();
  const role = useAuthStore(selectRole);
  const actions = (profile: ProviderProfile) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {can(role, 'book') && profile.isListed && (
        <BookButton providerId={profile.id} providerName={profile.displayName} />
      )}
      {canOpenRoom(role) && profile.isListed && (
        <MessageButton providerId={profile.id} providerName={profile.displayName} />
      )}
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
    </Stack>
  );
  return <ProviderProfilePage renderAction={actions} />;
}
