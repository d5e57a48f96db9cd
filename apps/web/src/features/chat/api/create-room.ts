import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, ChatRoomResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { chatKeys } from './query-keys.ts';

/** PUT createRooms: the family's room with a provider, opened or found (idempotent). */
export const createRoom = (providerId: string) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.chat.createRooms,
    body: { providerId },
    schema: ChatRoomResponseSchema,
  }).then((answer) => answer.data);

export function useCreateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.rooms() }),
  });
}
