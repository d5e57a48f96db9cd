import type { User } from '@kinderly/shared';
import type { ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';
import { toUser } from './user-dto.ts';

export async function getUser({ db, actor }: ActorInput): Promise<User> {
  return toUser(await requireActorUser(db, actor.userId));
}
