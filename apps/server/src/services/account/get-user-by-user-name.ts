import type { Database } from '@kinderly/db';
import type { PublicUser } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { findUserByUserName } from './find-user.ts';
import { toPublicUser } from './user-dto.ts';

/** Public: who a user name belongs to, with nothing private (no e-mail, phone or roles). */
export async function getUserByUserName({ db, userName }: { db: Database; userName: string }): Promise<PublicUser> {
  const user = await findUserByUserName(db, userName);
  if (!user) throw AppError.notFound('No user has this user name.');
  return toPublicUser(user);
}
