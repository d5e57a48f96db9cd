import { and, eq, isNull, sql } from 'drizzle-orm';
import { users, type Database, type UserRow } from '@kinderly/db';
import { AppError } from '../../lib/app-error.ts';
import { preparedOnce } from '../../lib/prepared-once.ts';

// A deleted account (ADR 027) is found by none of these: it cannot sign in, reset a password or act on a token.
const live = isNull(users.deletedAt);

// Every signed-in route that needs the caller's row reads it here.
const byId = preparedOnce((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), live))
    .prepare('find_user_by_id'),
);

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await byId(db).execute({ id });
  return row ?? null;
}

/** The signed-in user; a token whose user was deleted since is no longer good. */
export async function requireActorUser(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.unauthorized('This account no longer exists.');
  return user;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, live));
  return row ?? null;
}

export async function findUserByUserName(db: Database, userName: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`, live));
  return row ?? null;
}

/** Sign-in takes either; user names cannot contain '@', so the two never collide. */
export function findUserByLogin(db: Database, login: string): Promise<UserRow | null> {
  return login.includes('@') ? findUserByEmail(db, login) : findUserByUserName(db, login);
}
