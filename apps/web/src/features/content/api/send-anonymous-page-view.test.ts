import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_TITLE } from '@kinderly/shared';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { sendAnonymousPageView } from './send-anonymous-page-view.ts';

const COLLECT = 'POST /api/users/event-statistics/actions/collect';
const view = { title: PAGE_VIEW_TITLE, path: '/', language: 'en' as const };

describe('sendAnonymousPageView', () => {
  it('resolves once the server has counted the view', async () => {
    const { requests } = stubFetch({ [COLLECT]: json(201, { id: 'v1' }) });
    await expect(sendAnonymousPageView(view)).resolves.toBeUndefined();
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/users/event-statistics/actions/collect', view],
    ]);
  });

  it('rejects when the server refuses the view or cannot be reached', async () => {
    stubFetch({ [COLLECT]: json(429, { message: 'Too many requests' }) });
    await expect(sendAnonymousPageView(view)).rejects.toThrow('HTTP 429');
    stubFetch({ [COLLECT]: 'network-error' });
    await expect(sendAnonymousPageView(view)).rejects.toThrow('Failed to fetch');
  });
});
