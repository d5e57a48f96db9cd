import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  auditLog,
  childAddresses,
  childCustodyArrangements,
  childEmergencyContacts,
  childFeedingArrangements,
  childGuardians,
  childHealthInfos,
  childInvitations,
  childPhysicalRequirements,
  childPickupPersons,
  childQueueEntries,
  childSchoolArrangements,
  childSkinProducts,
  childSleepArrangements,
  childAllergies,
  children,
  childVaccinationRecords,
  chatMessageFiles,
  clientLogs,
  createChild,
  createHomeProvider,
  createNanny,
  createParent,
  createSuperAdmin,
  daycareOrders,
  files,
  pageViews,
  payments,
  providerFavourites,
  providerPolicies,
  providerHolidays,
  providers,
  surveys,
  users,
  waitlistPurchases,
  waitlistRequests,
  waitlistTickets,
  type Database,
} from '@kinderly/db';
import { API_PATHS, type ChatRoom, type LoginResponse } from '@kinderly/shared';
import { bearer, freshAddress, loginAs, outbox } from './account-helpers.ts';
import { placesHolding, uniqueTag, walkedTables } from './admin-delete-user-helpers.ts';
import {
  bookableProvider,
  bookedOrder,
  NOW,
  parentWithChild,
  providerCall,
  providerHeaders,
  type Headers,
} from './booking-helpers.ts';
import { openRoom, sendText } from './chat-helpers.ts';
import { useTestApp } from './helpers.ts';
import { ManualClock } from './manual-clock.ts';

const clock = new ManualClock(NOW);
const ctx = useTestApp({ deps: { clock }, env: { PUBLIC_URL: 'https://kinderly.test' } });
let admin: Headers;
let adminId: string;

const deleteUser = (headers: Headers | undefined, userId: string) =>
  ctx.app.inject({ method: 'POST', url: API_PATHS.admin.deleteUser, headers, payload: { userId } });

beforeAll(async () => {
  const superAdmin = await createSuperAdmin(ctx.db.db, { firstName: 'Morgan', lastName: 'Gagnon' });
  adminId = superAdmin.id;
  admin = bearer(await loginAs(ctx.app, superAdmin));
});

/** A stored file with the tag in its name, its bytes in the app's storage. */
async function storedFile(db: Database, ownerUserId: string, tag: string) {
  const storageKey = randomUUID();
  await ctx.app.fileStorage.put(storageKey, Buffer.from(`%PDF ${tag}`));
  const [file] = await db
    .insert(files)
    .values({ ownerUserId, fileName: `${tag}.pdf`, contentType: 'application/pdf', size: 10, storageKey })
    .returning();
  return file!;
}

/** Every record of a child's wizard, each with the tag in a text the person typed. */
async function tagChildRecords(db: Database, childId: string, tag: string) {
  await db.insert(childAddresses).values({
    childId,
    street: `12 ${tag} Street`,
    city: 'Toronto',
    province: 'ON',
    country: 'Canada',
    postalCode: 'M5S 1G8',
  });
  await db
    .update(childSchoolArrangements)
    .set({ schoolName: `${tag} School` })
    .where(eq(childSchoolArrangements.childId, childId));
  await db
    .update(childCustodyArrangements)
    .set({ restrictedPersons: [{ fullName: `${tag} Uncle`, relationship: 'Uncle', description: '' }] })
    .where(eq(childCustodyArrangements.childId, childId));
  await db
    .update(childEmergencyContacts)
    .set({ firstName: `${tag}Denise` })
    .where(eq(childEmergencyContacts.childId, childId));
  await db
    .update(childPickupPersons)
    .set({ passwordPhrase: `${tag} heron` })
    .where(eq(childPickupPersons.childId, childId));
  await db
    .update(childHealthInfos)
    .set({ familyDoctorName: `Dr ${tag}` })
    .where(eq(childHealthInfos.childId, childId));
  await db
    .update(childAllergies)
    .set({ reaction: `${tag} hives` })
    .where(eq(childAllergies.childId, childId));
  await db
    .update(childSkinProducts)
    .set({ instructions: `${tag} cream` })
    .where(eq(childSkinProducts.childId, childId));
  await db
    .update(childFeedingArrangements)
    .set({ instructions: `${tag} puree` })
    .where(eq(childFeedingArrangements.childId, childId));
  await db
    .update(childPhysicalRequirements)
    .set({ assistanceNeeded: `${tag} stairs` })
    .where(eq(childPhysicalRequirements.childId, childId));
  await db
    .update(childSleepArrangements)
    .set({ specialRequirements: `${tag} blanket` })
    .where(eq(childSleepArrangements.childId, childId));
  await db
    .update(children)
    .set({ allergyDetails: `${tag} peanuts` })
    .where(eq(children.id, childId));
}

describe('POST /api/admin/deleteUser: a parent with everything', () => {
  const tag = uniqueTag();
  let parent: { headers: Headers; userId: string; email: string; childId: string };
  let login: LoginResponse;
  let orderId: string;
  let providerEmail: string;
  let bothChild: string;
  let babyId: string;
  const storageKeys: string[] = [];

  beforeAll(async () => {
    const db = ctx.app.db;
    const provider = await bookableProvider(db);
    [{ email: providerEmail }] = (await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, provider.userId))) as [{ email: string }];
    parent = await parentWithChild(ctx.app);
    const email = `${tag.toLowerCase()}@example.org`;
    await db
      .update(users)
      .set({
        firstName: `${tag}Ann`,
        lastName: `${tag}Lee`,
        email,
        userName: `${tag}user`,
        phoneNumber: `+1 416 555 ${tag}`,
        address: `99 ${tag} Avenue`,
      })
      .where(eq(users.id, parent.userId));
    login = await loginAs(ctx.app, { email });
    await db
      .update(children)
      .set({ firstName: `${tag}Kid`, lastName: `${tag}Lee` })
      .where(eq(children.id, parent.childId));
    await tagChildRecords(db, parent.childId, tag);
    const record = await storedFile(db, parent.userId, tag);
    storageKeys.push(record.storageKey);
    await db.insert(childVaccinationRecords).values({ childId: parent.childId, fileId: record.id });
    // A second child with no booking (deleted outright) and a child shared with a co-parent (kept, link removed).
    babyId = (await createChild(db, { parentId: parent.userId, stage: 'enrolled', child: { firstName: `${tag}Baby` } }))
      .id;
    await tagChildRecords(db, babyId, tag);
    const coParent = await createParent(db);
    bothChild = (await createChild(db, { parentId: coParent.id, child: { firstName: 'Shared' } })).id;
    await db.insert(childGuardians).values({ childId: bothChild, userId: parent.userId, relationship: 'CoParent' });

    // An approved day within 6 days: the card is held, so a payment row exists.
    const order = await bookedOrder(ctx.app, parent.headers, {
      childcareProviderId: provider.id,
      childId: parent.childId,
      date: '2027-03-03',
    });
    orderId = order.orderId;
    const approved = await providerCall(
      ctx.app,
      await providerHeaders(ctx.app, provider.userId),
      'approveOrder',
      orderId,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const [held] = await db.select().from(daycareOrders).where(eq(daycareOrders.id, orderId));
    expect(held).toMatchObject({ status: 'approved', paymentState: 'held' });

    await db.insert(waitlistPurchases).values({
      childId: parent.childId,
      userId: parent.userId,
      entries: 2,
      amountCents: 900,
      currency: 'cad',
      status: 'paid',
    });
    const [ticket] = await db
      .insert(waitlistTickets)
      .values({
        childId: parent.childId,
        createdById: parent.userId,
        selections: {},
        distanceKm: 5,
        requestedStartDate: '2027-04-01',
      })
      .returning();
    await db
      .insert(waitlistRequests)
      .values({ ticketId: ticket!.id, childId: parent.childId, providerId: provider.id });

    const room = (await openRoom(ctx.app, parent.headers, provider.id)).json<{ data: ChatRoom }>().data;
    await sendText(ctx.app, parent.headers, room.id, `${tag} is my name, see you Monday`);
    const chatFile = await storedFile(db, parent.userId, `${tag}-chat`);
    storageKeys.push(chatFile.storageKey);
    await db.insert(chatMessageFiles).values({ fileId: chatFile.id, roomId: room.id, uploaderId: parent.userId });

    await db.insert(surveys).values({ userId: parent.userId, type: 0, surveyData: { answer: `${tag} answer` } });
    await db.insert(clientLogs).values({ message: `TypeError near ${tag}`, userId: parent.userId });
    await db
      .insert(pageViews)
      .values({ title: 'Kinderly', path: `/app/history/viewDetails/${tag}`, userId: parent.userId });
    await db.insert(providerFavourites).values({ userId: parent.userId, providerId: provider.id });
    await db.insert(childQueueEntries).values({ childId: parent.childId, userId: parent.userId });
    await db.insert(childInvitations).values({
      kind: 'CoParent',
      inviterId: parent.userId,
      email: `${tag}.friend@example.org`,
      tokenHash: randomUUID(),
      expiresAt: new Date('2027-04-01T00:00:00Z'),
    });
    await db.insert(accountTokens).values({
      userId: parent.userId,
      purpose: 'reset-password',
      tokenHash: randomUUID(),
      expiresAt: new Date('2027-04-01T00:00:00Z'),
    });
    // Before: the walk finds the tag in each of those places (so the walk after can fail).
    expect((await placesHolding(db, tag)).length).toBeGreaterThan(20);
  });

  it('erases every personal string from every table, and keeps the order, the payment and the purchase', async () => {
    const response = await deleteUser(admin, parent.userId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ cancelledOrders: 1, withdrawnWaitlistRequests: 1 });
    const db = ctx.app.db;
    expect(await walkedTables(db)).toBeGreaterThan(40);
    expect(await placesHolding(db, tag)).toEqual([]);

    const [order] = await db.select().from(daycareOrders).where(eq(daycareOrders.id, orderId));
    expect(order).toMatchObject({ status: 'cancelled', cancelledBy: 'admin', parentUserId: parent.userId });
    expect(order!.refundCents).toBe(order!.totalCents);
    expect(order!.paymentState).toBe('released');
    expect(await db.select().from(payments).where(eq(payments.id, order!.paymentId!))).toHaveLength(1);
    expect(await db.select().from(waitlistPurchases).where(eq(waitlistPurchases.userId, parent.userId))).toHaveLength(
      1,
    );

    const [person] = await db.select().from(users).where(eq(users.id, parent.userId));
    expect(person).toMatchObject({ firstName: 'Deleted user', phoneNumber: null, address: null });
    expect(person!.email).toBe(`deleted-${parent.userId}@deleted.invalid`);
    expect(person!.deletedAt).not.toBeNull();
    const [kid] = await db.select().from(children).where(eq(children.id, parent.childId));
    expect(kid).toMatchObject({ firstName: 'Deleted', lastName: 'child', dateOfBirth: '2024-01-01' });
    expect(await db.select().from(children).where(eq(children.id, babyId))).toEqual([]);
    expect(await db.select().from(childGuardians).where(eq(childGuardians.childId, bothChild))).toHaveLength(1);
    expect(await db.select().from(childGuardians).where(eq(childGuardians.userId, parent.userId))).toEqual([]);
    const [request] = await db.select().from(waitlistRequests).where(eq(waitlistRequests.childId, parent.childId));
    expect(request!.status).toBe('left');
    for (const key of storageKeys) expect(await ctx.app.fileStorage.get(key)).toBeNull();
  });

  it('tells the provider (not the deleted address) and writes the deletion to the audit log', async () => {
    const mails = await outbox(ctx.app);
    expect(mails.some((mail) => mail.to === providerEmail && /cancelled/i.test(mail.subject))).toBe(true);
    expect(mails.some((mail) => mail.to.endsWith('@deleted.invalid'))).toBe(false);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, parent.userId));
    expect(audit).toEqual([
      expect.objectContaining({ actorUserId: adminId, action: 'user.delete', targetType: 'user' }),
    ]);
  });

  it('ends every session at once: an earlier access token is refused, refresh and sign-in fail', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: API_PATHS.account.getUser, headers: bearer(login) });
    expect(me.statusCode).toBe(401);
    const first = await ctx.app.inject({ method: 'GET', url: API_PATHS.account.getUser, headers: parent.headers });
    expect(first.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.account.refresh,
      payload: { refreshToken: login.refreshToken, accessToken: login.accessToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.account.login,
      payload: { userNameOrEmail: `deleted-${parent.userId}@deleted.invalid`, password: 'anything-at-all-1A' },
      remoteAddress: freshAddress(),
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('answers 404 for a user already deleted, and hides them from the list and the details', async () => {
    expect((await deleteUser(admin, parent.userId)).statusCode).toBe(404);
    expect((await deleteUser(admin, randomUUID())).statusCode).toBe(404);
    const details = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.admin.user.replace('{userId}', parent.userId),
      headers: admin,
    });
    expect(details.statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.admin.users}?pageSize=100`, headers: admin });
    expect(list.json<{ items: { id: string }[] }>().items.map((user) => user.id)).not.toContain(parent.userId);
  });
});

describe('POST /api/admin/deleteUser: a provider', () => {
  it("erases the business's personal data, cancels the families' open days with a full refund and tells them", async () => {
    const tag = uniqueTag();
    const db = ctx.app.db;
    const provider = await bookableProvider(db, {
      businessName: `${tag} Daycare`,
      street: `1 ${tag} Road`,
      programStatement: `${tag} believes in play`,
      holidays: [{ date: '2027-03-12', name: `${tag} family day` }],
    });
    await db
      .update(providerPolicies)
      .set({ text: `${tag} policy` })
      .where(eq(providerPolicies.providerId, provider.id));
    await db
      .update(users)
      .set({ firstName: `${tag}Pat`, email: `${tag.toLowerCase()}@daycare.example` })
      .where(eq(users.id, provider.userId));
    const family = await parentWithChild(ctx.app);
    const order = await bookedOrder(ctx.app, family.headers, {
      childcareProviderId: provider.id,
      childId: family.childId,
      date: '2027-03-04',
    });
    const providerSide = await providerHeaders(ctx.app, provider.userId);
    const room = (await openRoom(ctx.app, family.headers, provider.id)).json<{ data: ChatRoom }>().data;
    await sendText(ctx.app, providerSide, room.id, `Hello from ${tag}`);

    const response = await deleteUser(admin, provider.userId);
    expect(response.statusCode, response.body).toBe(200);
    expect(await placesHolding(db, tag)).toEqual([]);
    const [row] = await db.select().from(daycareOrders).where(eq(daycareOrders.id, order.orderId));
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'admin', refundCents: row!.totalCents });
    const [business] = await db.select().from(providers).where(eq(providers.id, provider.id));
    expect(business).toMatchObject({ businessName: 'Deleted provider', isListed: false, acceptingBookings: false });
    expect(await db.select().from(providerHolidays).where(eq(providerHolidays.providerId, provider.id))).toEqual([]);
    const mails = await outbox(ctx.app);
    expect(mails.some((mail) => mail.to === family.email && /cancelled/i.test(mail.subject))).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: API_PATHS.account.getUser, headers: providerSide })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/admin/deleteUser: a waitlist place offered to the deleted family', () => {
  it('goes to the next waiting family, who is mailed', async () => {
    const db = ctx.app.db;
    const provider = await bookableProvider(db);
    const entry = async (status: 'offered' | 'waiting') => {
      const person = await createParent(db);
      const child = await createChild(db, { parentId: person.id, stage: 'enrolled' });
      const [ticket] = await db
        .insert(waitlistTickets)
        .values({
          childId: child.id,
          createdById: person.id,
          selections: {},
          distanceKm: 5,
          requestedStartDate: '2027-04-01',
        })
        .returning();
      const offer =
        status === 'offered'
          ? { offeredAt: new Date(NOW), offerExpiresAt: new Date(Date.parse(NOW) + 48 * 3_600_000) }
          : {};
      const [request] = await db
        .insert(waitlistRequests)
        .values({ ticketId: ticket!.id, childId: child.id, providerId: provider.id, status, ...offer })
        .returning();
      return { person, request: request! };
    };
    const leaving = await entry('offered');
    const next = await entry('waiting');

    const response = await deleteUser(admin, leaving.person.id);
    expect(response.statusCode, response.body).toBe(200);
    const [moved] = await ctx.app.db.select().from(waitlistRequests).where(eq(waitlistRequests.id, next.request.id));
    expect(moved!.status).toBe('offered');
    // Through the notification centre's job (ADR 029), queued with the deletion.
    await ctx.app.jobs.runDue();
    const mails = await outbox(ctx.app);
    expect(mails.some((mail) => mail.to === next.person.email && /A place is offered/.test(mail.subject))).toBe(true);
  });
});

describe('POST /api/admin/deleteUser: who may', () => {
  it('refuses every other role (403) and a caller without a token (401)', async () => {
    const target = await createParent(ctx.app.db);
    for (const make of [createParent, createHomeProvider, createNanny]) {
      const caller = bearer(await loginAs(ctx.app, await make(ctx.app.db)));
      expect((await deleteUser(caller, target.id)).statusCode).toBe(403);
    }
    expect((await deleteUser(undefined, target.id)).statusCode).toBe(401);
    const [still] = await ctx.app.db.select().from(users).where(eq(users.id, target.id));
    expect(still!.deletedAt).toBeNull();
  });

  it('refuses an administrator deleting themselves, with the field named', async () => {
    const response = await deleteUser(admin, adminId);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.UserId[0]).toMatch(/your own account/);
  });

  it('answers 400 for a user id that is not a uuid', async () => {
    expect((await deleteUser(admin, 'nope')).statusCode).toBe(400);
  });
});
