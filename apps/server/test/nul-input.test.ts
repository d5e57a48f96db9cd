import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, createProvider, createUser } from '@kinderly/db';
import { FIELD_MESSAGES, Role, toFieldKey } from '@kinderly/shared';
import { bearer, freshAddress, loginAs } from './account-helpers.ts';
import { useTestApp } from './helpers.ts';

/**
 * U+0000 in any text, on any route, is a 400 naming the field: PostgreSQL cannot store it, and before the one
 * check in plugins/reject-nul.ts it surfaced as a 500. The sweep below reads the operations from /docs/json,
 * so a route added later is covered without a line here.
 */

const ctx = useTestApp({
  extend(app) {
    // A NUL the input check cannot see (made by the handler itself) reaches the database.
    app.post('/test/nul-in-text', async () => {
      await app.db.insert(clientLogs).values({ message: String.fromCharCode(0) });
    });
    app.post('/test/nul-in-jsonb', async () => {
      await app.db.execute(sql`select ${JSON.stringify({ note: String.fromCharCode(0) })}::jsonb`);
    });
  },
});
const NUL_TEXT = 'a\u0000b';
const REFUSED = FIELD_MESSAGES.characterNotAllowed;

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};
type Path = (string | number)[];
type Operation = {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

let doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
let tokens: [string, Record<string, string>][];

function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(doc.components!.schemas![schema.$ref.split('/').pop()!]!);
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return resolve(choice.find((option) => resolve(option).type !== 'null') ?? choice[0]!);
  if (schema.allOf) return resolve(Object.assign({}, ...schema.allOf.map(resolve)) as Schema);
  return schema;
}

const typeOf = (schema: Schema) =>
  Array.isArray(schema.type) ? (schema.type.find((type) => type !== 'null') ?? 'null') : schema.type;

/** A believable value for a schema: enough for the route to read it, never meant to be stored. */
function sample(raw: Schema): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? { type: 'string' })]),
      );
    case 'array':
      return schema.items ? Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items!)) : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return 'someone@example.com';
    case 'date':
      return '2020-05-01';
    case 'date-time':
      return '2020-05-01T10:00:00.000Z';
    case 'uri':
      return 'https://example.com/';
    default:
      return 'text'.padEnd(schema.minLength ?? 4, 'x');
  }
}

/** Every place a string can go: each property, nested objects, the first item of each list. */
function stringPaths(raw: Schema, path: Path = [], depth = 0): Path[] {
  const schema = resolve(raw);
  if (depth > 8) return [];
  switch (typeOf(schema)) {
    case 'object':
      return Object.entries(schema.properties ?? {}).flatMap(([name, child]) =>
        stringPaths(child, [...path, name], depth + 1),
      );
    case 'array':
      return schema.items ? stringPaths(schema.items, [...path, 0], depth + 1) : [];
    case 'string':
      return [path];
    default:
      return [];
  }
}

function withValueAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (typeof head === 'number' ? [...((body as unknown[]) ?? [])] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  container[head!] = withValueAt(container[head!], rest, value);
  return container;
}

function operations(): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}

/** The URL with path parameters and required query parameters filled, plus `query` on top. */
function urlOf(operation: Operation, query: Record<string, string> = {}, pathValues: Record<string, string> = {}) {
  const params = operation.parameters ?? [];
  let url = operation.path;
  for (const param of params.filter((candidate) => candidate.in === 'path'))
    url = url.replace(
      `{${param.name}}`,
      encodeURIComponent(pathValues[param.name] ?? String(sample(param.schema ?? { type: 'string' }))),
    );
  const search = new URLSearchParams();
  for (const param of params.filter((candidate) => candidate.in === 'query' && candidate.required))
    search.set(param.name, String(sample(param.schema ?? { type: 'string' })));
  for (const [name, value] of Object.entries(query)) search.set(name, value);
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * Sends the request as each role in turn until one may call the route (not 401/403), so that the answer is the
 * route's own. Every request comes from its own address: hundreds of them would trip the per-address limits.
 */
const permittedRole = new Map<string, number>();
async function sendAsPermittedRole(operation: Operation, url: string, payload?: unknown) {
  const route = `${operation.method} ${operation.path}`;
  const known = permittedRole.get(route);
  let last;
  for (const [index, [, headers]] of tokens.entries()) {
    if (known !== undefined && index !== known) continue;
    last = await ctx.app.inject({
      method: operation.method as 'POST',
      url,
      headers,
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (last.statusCode !== 401 && last.statusCode !== 403) {
      permittedRole.set(route, index);
      return last;
    }
  }
  return last!;
}

const jsonSchemaOf = (operation: Operation) => operation.requestBody?.content['application/json']?.schema;

beforeAll(async () => {
  doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
  tokens = [];
  for (const role of [Role.Parent, Role.HomeProvider, Role.Nanny, Role.SuperAdmin]) {
    const user = await createUser(ctx.db.db, { currentRole: role });
    tokens.push([String(role), bearer(await loginAs(ctx.app, user))]);
  }
});

describe('a NUL character in the input', () => {
  it('is a 400 naming the field on the public log call, where it used to be a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/log/sendLogToBackend',
      remoteAddress: freshAddress(),
      payload: { message: 'TypeError\u0000', stack: 'at x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { Message: [REFUSED] } });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
    expect(await ctx.db.db.select().from(clientLogs)).toHaveLength(0);
  });

  it('names nested fields and list items the way other validation errors do', async () => {
    const [, parent] = tokens[0]!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/enrollment/saveEmergencyContacts?childId=${randomUUID()}`,
      headers: parent,
      remoteAddress: freshAddress(),
      payload: { emergencyContacts: [{ firstName: 'Ana', phone: '514\u0000' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'EmergencyContacts[0].Phone': [REFUSED] });
  });

  it('is refused in every string property of every JSON body in /docs/json', async () => {
    const checked: string[] = [];
    const failures: string[] = [];
    for (const operation of operations()) {
      const schema = jsonSchemaOf(operation);
      if (!schema) continue;
      const base = sample(schema);
      const url = urlOf(operation);
      for (const path of stringPaths(schema)) {
        const res = await sendAsPermittedRole(operation, url, withValueAt(base, path, NUL_TEXT));
        const key = toFieldKey(path);
        checked.push(`${operation.method} ${operation.path} ${key}`);
        const errors = res.statusCode === 400 ? res.json().errors : undefined;
        if (res.statusCode !== 400 || !errors?.[key]?.includes(REFUSED))
          failures.push(`${operation.method} ${operation.path} ${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    // The sweep really ran over the API: the log call, the wizard steps, the account forms.
    expect(checked).toContain('POST /api/log/sendLogToBackend Message');
    expect(checked).toContain('POST /api/account/register UserName');
    expect(checked.length).toBeGreaterThan(150);
  });

  it('is refused in every query and path parameter of every operation', async () => {
    const checked: string[] = [];
    const failures: string[] = [];
    for (const operation of operations()) {
      const schema = jsonSchemaOf(operation);
      const payload = schema ? sample(schema) : undefined;
      for (const param of operation.parameters ?? []) {
        if (param.in !== 'query' && param.in !== 'path') continue;
        const url =
          param.in === 'query'
            ? urlOf(operation, { [param.name]: NUL_TEXT })
            : urlOf(operation, {}, { [param.name]: NUL_TEXT });
        const res = await sendAsPermittedRole(operation, url, payload);
        const key = toFieldKey([param.name]);
        checked.push(`${operation.method} ${operation.path} ${key}`);
        const errors = res.statusCode === 400 ? res.json().errors : undefined;
        if (res.statusCode !== 400 || !errors?.[key]?.includes(REFUSED))
          failures.push(`${operation.method} ${operation.path} ${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toContain('GET /api/content/blog/{idOrSlug} IdOrSlug');
    expect(checked).toContain('GET /api/account/validateUserName UserName');
    expect(checked.length).toBeGreaterThan(50);
  });

  it('is refused in a multipart text field, which the route reads itself', async () => {
    const provider = await createProvider(ctx.db.db);
    const [user] = await ctx.db.db.query.users.findMany({ where: (users, { eq }) => eq(users.id, provider.userId) });
    const boundary = '----kinderly-nul-test';
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/childcareProvider/saveBadges?providerId=${provider.id}`,
      headers: {
        ...bearer(await loginAs(ctx.app, user!)),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      remoteAddress: freshAddress(),
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cameraType"\r\n\r\nNest\u0000\r\n--${boundary}--\r\n`,
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ CameraType: [REFUSED] });
  });

  it('that still reaches the database is a 400, never a 500', async () => {
    for (const url of ['/test/nul-in-text', '/test/nul-in-jsonb']) {
      const res = await ctx.app.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { Body: [REFUSED] } });
    }
  });
});
