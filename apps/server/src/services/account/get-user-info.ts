import type { UserInfo } from '@kinderly/shared';
import type { ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';
import { toUserInfo } from './user-dto.ts';

export async function getUserInfo({ db, actor }: ActorInput): Promise<UserInfo> {
  return toUserInfo(await requireActorUser(db, actor.userId));
}
