import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe SDK sent to the fake. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: Record<string, string>;
  headers: IncomingHttpHeaders;
}

type Reply = { status: number; body: unknown };
type Responder = (request: RecordedRequest) => Reply;

export const card = (id = 'pm_1', customer: string | null = 'cus_1') => ({
  id,
  object: 'payment_method',
  type: 'card',
  customer,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, fingerprint: 'fpVisa4242' },
});

export const account = (verified: boolean) => ({
  id: 'acct_1',
  object: 'account',
  type: 'express',
  details_submitted: verified,
  charges_enabled: verified,
  payouts_enabled: verified,
  requirements: {
    currently_due: verified ? [] : ['individual.dob.day', 'external_account'],
    past_due: [],
    disabled_reason: verified ? null : 'requirements.past_due',
  },
  external_accounts: {
    object: 'list',
    data: verified ? [{ object: 'bank_account', last4: '6789' }] : [],
    has_more: false,
  },
});

export const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  status,
  amount: 4500,
  amount_capturable: status === 'requires_capture' ? 4500 : 0,
  amount_received: status === 'succeeded' ? 4500 : 0,
  currency: 'cad',
  customer: 'cus_1',
  payment_method: 'pm_1',
  client_secret: 'pi_1_secret',
  last_payment_error: null,
  ...extra,
});

const ROUTES: Record<string, Responder> = {
  'POST /v1/customers': () => ({ status: 200, body: { id: 'cus_1', object: 'customer' } }),
  'POST /v1/setup_intents': ({ form }) => ({
    status: 200,
    body: {
      id: 'seti_1',
      object: 'setup_intent',
      status: form.confirm === 'true' ? 'succeeded' : 'requires_payment_method',
      customer: form.customer,
      payment_method: form.payment_method ?? null,
      client_secret: 'seti_1_secret',
      last_setup_error: null,
    },
  }),
  'GET /v1/setup_intents/seti_1': () => ({
    status: 200,
    body: {
      id: 'seti_1',
      object: 'setup_intent',
      status: 'succeeded',
      customer: 'cus_1',
      payment_method: 'pm_1',
      client_secret: 's',
      last_setup_error: null,
    },
  }),
  'POST /v1/checkout/sessions': ({ form }) => ({
    status: 200,
    body: {
      id: 'cs_1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.com/c/pay/cs_1',
      status: 'open',
      mode: form.mode,
      customer: form.customer,
      setup_intent: null,
      payment_intent: null,
    },
  }),
  'GET /v1/checkout/sessions/cs_1': () => ({
    status: 200,
    body: {
      id: 'cs_1',
      object: 'checkout.session',
      url: null,
      status: 'complete',
      mode: 'setup',
      customer: 'cus_1',
      setup_intent: 'seti_1',
      payment_intent: null,
    },
  }),
  'GET /v1/payment_methods/pm_1': () => ({ status: 200, body: card() }),
  'GET /v1/customers/cus_1/payment_methods': () => ({
    status: 200,
    body: { object: 'list', data: [card()], has_more: false, url: '/v1/customers/cus_1/payment_methods' },
  }),
  'POST /v1/payment_methods/pm_1/detach': () => ({ status: 200, body: card('pm_1', null) }),
  'POST /v1/accounts': () => ({ status: 200, body: account(false) }),
  'GET /v1/accounts/acct_1': () => ({ status: 200, body: account(false) }),
  'POST /v1/account_links': () => ({
    status: 200,
    body: {
      object: 'account_link',
      url: 'https://connect.stripe.com/setup/e/acct_1/xyz',
      expires_at: 1_900_000_000,
      created: 1,
    },
  }),
  'POST /v1/payment_intents': ({ form }) => ({
    status: 200,
    body: intent('requires_capture', { amount: Number(form.amount), amount_capturable: Number(form.amount) }),
  }),
  'GET /v1/payment_intents/pi_1': () => ({ status: 200, body: intent('requires_capture') }),
  'POST /v1/payment_intents/pi_1/capture': () => ({ status: 200, body: intent('succeeded') }),
  'POST /v1/payment_intents/pi_1/cancel': () => ({ status: 200, body: intent('canceled') }),
  'POST /v1/refunds': ({ form }) => ({
    status: 200,
    body: {
      id: 're_1',
      object: 'refund',
      amount: Number(form.amount ?? 4500),
      payment_intent: form.payment_intent,
      status: 'succeeded',
    },
  }),
};

/** A local stand-in for api.stripe.com: answers the calls the gateway makes and records each request. */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  private readonly overrides = new Map<string, Responder>();
  private server: Server | null = null;
  baseUrl = '';

  /** Answers one route differently (a decline, an error) until reset. */
  respond(route: string, reply: Reply | Responder) {
    this.overrides.set(route, typeof reply === 'function' ? reply : () => reply);
  }

  reset() {
    this.requests.length = 0;
    this.overrides.clear();
  }

  last(route: string): RecordedRequest | undefined {
    return this.requests.filter((request) => `${request.method} ${request.path}` === route).at(-1);
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          form: Object.fromEntries(new URLSearchParams(raw)),
          headers: req.headers,
        };
        this.requests.push(recorded);
        const key = `${recorded.method} ${recorded.path}`;
        const responder = this.overrides.get(key) ?? ROUTES[key];
        const reply = responder
          ? responder(recorded)
          : { status: 404, body: { error: { type: 'invalid_request_error', message: `No such route ${key}` } } };
        res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
