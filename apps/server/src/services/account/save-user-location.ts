import { eq } from 'drizzle-orm';
import { users } from '@kinderly/db';
import type { SaveUserLocationRequest, UserLocation } from '@kinderly/shared';
import type { ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';

export async function saveUserLocation({
  db,
  actor,
  input,
}: ActorInput & { input: SaveUserLocationRequest }): Promise<UserLocation> {
  await requireActorUser(db, actor.userId);
  const [row] = await db
    .update(users)
    .set({
      latitude: input.latitude,
      longitude: input.longitude,
      address: input.address ?? null,
    })
    .where(eq(users.id, actor.userId))
    .returning({ latitude: users.latitude, longitude: users.longitude, address: users.address });
  return row!;
}
