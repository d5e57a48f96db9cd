import { readStorage, removeStorage, writeStorage } from '../storage.ts';
import { LOGOUT_FLAG_KEY } from './storage-keys.ts';

const RAISED = '1';

/** Asks every open tab (this one on its next navigation) to log out and go to register. */
export function raiseLogoutFlag(): void {
  writeStorage(LOGOUT_FLAG_KEY, RAISED);
}

export function isLogoutFlag(value: string | null): boolean {
  return value === RAISED;
}

/** True once per raised flag: the flag is removed as it is read, so the redirect cannot loop. */
export function consumeLogoutFlag(): boolean {
  if (!isLogoutFlag(readStorage(LOGOUT_FLAG_KEY))) return false;
  removeStorage(LOGOUT_FLAG_KEY);
  return true;
}
