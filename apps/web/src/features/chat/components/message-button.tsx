import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Role, type Role as RoleType } from '@kinderly/shared';
import { useCreateRoom } from '../api/create-room.ts';

/** Only a family member opens a room; a provider answers one (createRooms' roles, ADR 024). */
export const canOpenRoom = (role: RoleType | null) => role === Role.Parent || role === Role.Nanny;

/** "Message" on a provider's profile: opens (or finds) the family's room with the provider and goes there. */
export function MessageButton({ providerId, providerName }: { providerId: string; providerName: string }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const createRoom = useCreateRoom();
  return (
    <Button
      variant="outlined"
      // The primary blue on the page's grey.50 falls just short of 4.5:1; the text colour does not.
      color="inherit"
      startIcon={<ChatIcon />}
      aria-label={t('button.messageLabel', { name: providerName })}
      loading={createRoom.isPending}
      onClick={() => createRoom.mutate(providerId, { onSuccess: (room) => void navigate(`/app/messages/${room.id}`) })}
    >
      {t('button.message')}
    </Button>
  );
}
