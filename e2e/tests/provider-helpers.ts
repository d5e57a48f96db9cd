import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import {
  API_PATHS,
  ProviderForCurrentUserResponseSchema,
  ProviderListResponseSchema,
  ProviderProfileResponseSchema,
  Role,
  type LoginResponse,
} from '@kinderly/shared';
import { expect } from '../support/fixtures.ts';
import { DEMO_LOGINS } from '../support/routes.ts';
import { DEMO_PASSWORD } from './account-helpers.ts';

/** The first listed demo provider of the seed (packages/db/src/seed/providers.ts: provider01 ... provider30). */
export const LISTED_DEMO_PROVIDER = 'provider01@kinderly.example';

/** Signs in through the API (a session of its own, beside the browser's) and answers the bearer header. */
export async function apiAuth(request: APIRequestContext, login: string, password = DEMO_PASSWORD) {
  const response = await request.post(API_PATHS.account.login, { data: { userNameOrEmail: login, password } });
  expect(response.status(), `API login of ${login}`).toBe(200);
  const { accessToken } = (await response.json()) as LoginResponse;
  return { authorization: `Bearer ${accessToken}` };
}

/** A listed provider's id, as the demo parent finds it: the newest of the listed providers. */
export async function listedProviderId(request: APIRequestContext): Promise<string> {
  const headers = await apiAuth(request, DEMO_LOGINS[Role.Parent]);
  const response = await request.get(`${API_PATHS.providers.list}?pageSize=1`, { headers });
  expect(response.status(), 'GET /api/providers').toBe(200);
  const [first] = ProviderListResponseSchema.parse(await response.json()).items;
  expect(first, 'a listed demo provider').toBeDefined();
  return first!.id;
}

/** A listed demo provider's profile as its owner reads it: with the street, postal code and exact point. */
export async function listedProviderAsOwner(request: APIRequestContext) {
  const headers = await apiAuth(request, LISTED_DEMO_PROVIDER);
  const own = await request.get(API_PATHS.childcareProvider.getProviderForCurrentUser, { headers });
  const provider = ProviderForCurrentUserResponseSchema.parse(await own.json()).data;
  expect(provider, `${LISTED_DEMO_PROVIDER} has a provider record`).not.toBeNull();
  const response = await request.get(API_PATHS.providers.byId.replace('{childcareProviderId}', provider!.id), {
    headers,
  });
  expect(response.status(), 'the owner reads the profile').toBe(200);
  return ProviderProfileResponseSchema.parse(await response.json()).data;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small real PNG (a soft green and yellow stripe picture), so the browser can show what was uploaded. */
export function garden(width = 160, height = 90): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const sky = y < height * 0.55;
      const stripe = Math.floor(x / 20) % 2 === 0;
      row.set(sky ? [186, 222, 245] : stripe ? [129, 199, 132] : [255, 224, 130], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
