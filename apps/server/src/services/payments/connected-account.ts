import { and, eq, sql } from 'drizzle-orm';
import { connectedAccounts, users, type ConnectedAccountRow, type Database } from '@kinderly/db';
import {
  ConnectedAccountStateSchema,
  type ConnectedAccountLink,
  type SandboxOnboardingRequest,
} from '@kinderly/shared';
import { SandboxOnboardingRequestSchema } from '@kinderly/shared';
import { accountState, type GatewayAccount } from '../../integrations/payments/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { idempotencyKey, viaGateway, type AccountChanged, type AccountInput, type PaymentsInput } from './deps.ts';

/** The actor's own payout account at this gateway, if they started one. */
export async function findConnectedAccount({ db, actor, gateway }: PaymentsInput): Promise<ConnectedAccountRow | null> {
  const [row] = await db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, actor.userId), eq(connectedAccounts.gateway, gateway.kind)));
  return row ?? null;
}

/** `sandbox` tells the web app that onboarding is our own local form (the gateway has no hosted pages). */
function toLink(row: ConnectedAccountRow | null, sandbox: boolean): ConnectedAccountLink {
  return {
    state: row ? ConnectedAccountStateSchema.catch('pending').parse(row.state) : 'not_started',
    accountId: row?.accountId ?? null,
    chargesEnabled: row?.chargesEnabled ?? false,
    payoutsEnabled: row?.payoutsEnabled ?? false,
    requirementsDue: row?.requirementsDue ?? [],
    bankLast4: row?.bankLast4 ?? null,
    sandbox,
  };
}

/**
 * Copies what the gateway says about an account onto our record (GET, PUT and the account.updated webhook), and
 * runs `onAccountChanged` (the provider's step 1 and `is_listed`) in the same transaction: the caller's when it
 * has one (the webhook's), otherwise its own. The gateway's answer is read before; no call is made inside.
 */
export async function syncAccount(
  db: Database,
  account: GatewayAccount,
  onAccountChanged: AccountChanged,
): Promise<ConnectedAccountRow | null> {
  return db.transaction(async (tx) => {
    const row = await writeAccount(tx, account);
    if (row) await onAccountChanged(tx, row.userId);
    return row;
  });
}

async function writeAccount(db: Database, account: GatewayAccount): Promise<ConnectedAccountRow | null> {
  const [row] = await db
    .update(connectedAccounts)
    .set({
      state: accountState(account),
      detailsSubmitted: account.detailsSubmitted,
      chargesEnabled: account.chargesEnabled,
      payoutsEnabled: account.payoutsEnabled,
      requirementsDue: account.requirementsDue,
      bankLast4: account.bankLast4,
      updatedAt: sql`now()`,
    })
    .where(eq(connectedAccounts.accountId, account.id))
    .returning();
  return row ?? null;
}

/** GET connected account link: the provider's own payout account and its state, fresh from the gateway. */
export async function getConnectedAccountLink(input: AccountInput): Promise<ConnectedAccountLink> {
  const row = await findConnectedAccount(input);
  const { localPages } = input.gateway;
  if (!row) return toLink(null, localPages);
  const account = await viaGateway(input.gateway.retrieveConnectedAccount(row.accountId));
  return toLink(await syncAccount(input.db, account, input.onAccountChanged), localPages);
}

/** PUT connected account link: creates the account on first use, and an onboarding link to start or resume. */
export async function putConnectedAccountLink(
  input: AccountInput & { publicUrl: string; returnUrl?: string | undefined; refreshUrl?: string | undefined },
): Promise<{ url: string; account: ConnectedAccountLink }> {
  const { db, actor, gateway } = input;
  let row = await findConnectedAccount(input);
  if (!row) {
    const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
    if (!user) throw AppError.unauthorized();
    const account = await viaGateway(
      gateway.createConnectedAccount({
        email: user.email,
        userId: user.id,
        idempotencyKey: `kinderly:account:${user.id}`,
      }),
    );
    await db
      .insert(connectedAccounts)
      .values({ userId: user.id, gateway: gateway.kind, accountId: account.id, state: accountState(account) })
      .onConflictDoNothing();
    row = (await findConnectedAccount(input))!;
    await syncAccount(db, account, input.onAccountChanged);
  }
  const origin = new URL(input.publicUrl).origin;
  const back = `${origin}/app/payout-account`;
  const sameSite = (url: string | undefined) => (url && new URL(url).origin === origin ? url : undefined);
  const link = await viaGateway(
    gateway.createAccountLink({
      accountId: row.accountId,
      returnUrl: sameSite(input.returnUrl) ?? back,
      refreshUrl: sameSite(input.refreshUrl) ?? back,
      idempotencyKey: idempotencyKey('account-link'),
    }),
  );
  return { url: link.url, account: await getConnectedAccountLink(input) };
}

/** The sandbox's hosted onboarding form, for the provider's own account. */
export async function submitSandboxOnboarding(
  input: AccountInput & { request: SandboxOnboardingRequest },
): Promise<ConnectedAccountLink> {
  const { gateway } = input;
  if (!gateway.localPages) throw AppError.notFound('Stripe hosts onboarding itself.');
  const row = await findConnectedAccount(input);
  if (!row) throw AppError.notFound('Start the payout account first.');
  const request = SandboxOnboardingRequestSchema.parse(input.request);
  const account = await viaGateway(gateway.submitOnboarding(row.accountId, request));
  return toLink(await syncAccount(input.db, account, input.onAccountChanged), true);
}
