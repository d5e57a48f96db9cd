import { eq } from 'drizzle-orm';
import { users } from '@kinderly/db';
import type { NotificationSettings } from '@kinderly/shared';

type SettingsChange = Pick<NotificationSettings, 'pushNotifications'> & Partial<NotificationSettings>;
import type { ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';

export async function getUserNotifications({ db, actor }: ActorInput): Promise<NotificationSettings> {
  const user = await requireActorUser(db, actor.userId);
  return { pushNotifications: user.pushNotifications, emailNotifications: user.emailNotifications };
}

/** Save (POST) and update (PUT) of SPEC section 7 both land here: the settings live on the user row. */
export async function saveUserNotifications({
  db,
  actor,
  settings,
}: ActorInput & { settings: SettingsChange }): Promise<NotificationSettings> {
  await requireActorUser(db, actor.userId);
  const [row] = await db
    .update(users)
    .set({
      pushNotifications: settings.pushNotifications,
      ...(settings.emailNotifications === undefined ? {} : { emailNotifications: settings.emailNotifications }),
    })
    .where(eq(users.id, actor.userId))
    .returning({ pushNotifications: users.pushNotifications, emailNotifications: users.emailNotifications });
  return row!;
}
