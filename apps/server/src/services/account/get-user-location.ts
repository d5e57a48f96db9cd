import type { UserLocation } from '@kinderly/shared';
import type { ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';

/** Null fields until the user has saved a location. */
export async function getUserLocation({ db, actor }: ActorInput): Promise<UserLocation> {
  const user = await requireActorUser(db, actor.userId);
  return { latitude: user.latitude, longitude: user.longitude, address: user.address };
}
