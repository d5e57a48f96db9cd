import type { UserProfile } from '@kinderly/shared';
import type { ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';
import { toUserProfile } from './user-dto.ts';

/** The signed-in user's profile with the invitation link that credits them as referrer. */
export async function getUserProfile({
  db,
  actor,
  publicUrl,
}: ActorInput & { publicUrl: string }): Promise<UserProfile> {
  return toUserProfile(await requireActorUser(db, actor.userId), publicUrl);
}
