import { afterAll, expect, it } from 'vitest';
import { createSuperAdmin } from '@kinderly/db';
import { API_PATHS } from '@kinderly/shared';
import { bearer, loginAs } from './account-helpers.ts';
import { chatParty } from './chat-helpers.ts';
import { closeSockets, connect, listen, nextEvent, tokenOf } from './chat-hub-helpers.ts';
import { useTestApp } from './helpers.ts';

// Deleting a user ends their sessions the way logout does (ADR 027): their chat hub sockets are dropped at once.
const ctx = useTestApp();
afterAll(closeSockets);

it("disconnects the deleted person's chat sockets and leaves the other side's", async () => {
  const url = await listen(ctx.app);
  const party = await chatParty(ctx.app, ctx.db.db, 'Gone Daycare');
  const admin = bearer(await loginAs(ctx.app, await createSuperAdmin(ctx.db.db)));
  const family = await connect(url, tokenOf(party.family));
  const provider = await connect(url, tokenOf(party.provider));
  const gone = nextEvent<string>(family, 'disconnect');
  const response = await ctx.app.inject({
    method: 'POST',
    url: API_PATHS.admin.deleteUser,
    headers: admin,
    payload: { userId: party.familyId },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(await gone).toBe('io server disconnect');
  expect(provider.connected).toBe(true);
});
