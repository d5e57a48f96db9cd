import { eq } from 'drizzle-orm';
import { users } from '@kinderly/db';
import type { UpdateUserInfoRequest, UserInfo } from '@kinderly/shared';
import type { ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';
import { toUserInfo } from './user-dto.ts';

/** Changes the fields given; e-mail and user name are not changed here (they need their own checks). */
export async function updateUserInfo({
  db,
  actor,
  input,
}: ActorInput & { input: UpdateUserInfoRequest }): Promise<UserInfo> {
  await requireActorUser(db, actor.userId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = await db.update(users).set(changes).where(eq(users.id, actor.userId)).returning();
  return toUserInfo(row!);
}
