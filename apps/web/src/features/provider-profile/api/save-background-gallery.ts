import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, GalleryResponseSchema, type Gallery } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';
import { galleryFormData, type GalleryChanges } from '../lib/gallery-changes.ts';
import { profileKeys } from './query-keys.ts';

// A refused upload (too large, not a picture) is the form's to show, like a field map.
const isRefusedUpload = (error: ApiError) => error.status === 413 || error.status === 415;

/** POST saveProviderBackgroundGallery (multipart): new pictures of some slots, other slots emptied. */
export const saveBackgroundGallery = (changes: GalleryChanges) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.booking.saveProviderBackgroundGallery,
    body: galleryFormData(changes),
    schema: GalleryResponseSchema,
    returnToCaller: isRefusedUpload,
  }).then((response) => response.data);

/** Saves the gallery; the answer is the gallery's new state, and every cached profile reads its pictures again. */
export function useSaveBackgroundGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBackgroundGallery,
    onSuccess: async (gallery: Gallery) => {
      queryClient.setQueryData(profileKeys.gallery(gallery.userId), gallery);
      await queryClient.invalidateQueries({ queryKey: profileKeys.profiles() });
    },
  });
}
