import { describe, expect, it } from 'vitest';
import { appendQuery, buildPath } from './api-path.ts';

describe('buildPath', () => {
  it('fills every placeholder with its encoded value', () => {
    expect(buildPath('/api/child/{id}/waitlist/{ticket}', { id: 5, ticket: 'a b' })).toBe(
      '/api/child/5/waitlist/a%20b',
    );
  });

  it('encodes characters that would change the path or the query', () => {
    expect(buildPath('/api/users/{email}/subscriptions', { email: 'a/b?c#d@x.ca' })).toBe(
      '/api/users/a%2Fb%3Fc%23d%40x.ca/subscriptions',
    );
  });

  it('accepts zero, false and a repeated placeholder', () => {
    expect(buildPath('/api/{n}/{flag}/{n}', { n: 0, flag: false })).toBe('/api/0/false/0');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['NaN', Number.NaN],
  ])('throws "Missing parameter: {name}" when the value is %s', (_case, ticket) => {
    expect(() => buildPath('/api/child/{id}/waitlist/{ticket}', { id: 5, ticket })).toThrow(
      new Error('Missing parameter: ticket'),
    );
  });

  it('names the first missing placeholder when the parameters are absent', () => {
    const template: string = '/api/children/{childId}/waitlist/providers/{childcareProviderId}';
    expect(() => buildPath(template)).toThrow('Missing parameter: childId');
    expect(() => buildPath(template, { childId: 3 })).toThrow('Missing parameter: childcareProviderId');
  });

  it('does not take values from the object prototype', () => {
    const template: string = '/api/{toString}';
    expect(() => buildPath(template, {})).toThrow('Missing parameter: toString');
  });

  it('leaves templates without placeholders unchanged', () => {
    expect(buildPath('/api/providers')).toBe('/api/providers');
  });

  it('appends the query, skipping undefined and null values', () => {
    expect(
      buildPath(
        '/api/child/{id}/waitlist/providers',
        { id: 9 },
        { page: 2, search: 'garde & co', ticket: undefined, providerId: null, licensed: true, empty: '' },
      ),
    ).toBe('/api/child/9/waitlist/providers?page=2&search=garde+%26+co&licensed=true&empty=');
  });

  it('checks placeholder names at compile time', () => {
    // @ts-expect-error: `ticket` is missing.
    expect(() => buildPath('/api/child/{id}/waitlist/{ticket}', { id: 1 })).toThrow('Missing parameter: ticket');
    // @ts-expect-error: the template has placeholders, so parameters are required.
    expect(() => buildPath('/api/child/{id}')).toThrow('Missing parameter: id');
  });
});

describe('appendQuery', () => {
  it('repeats the key for array values', () => {
    expect(appendQuery('/api/providers', { type: [11, 12] })).toBe('/api/providers?type=11&type=12');
  });

  it('adds to an existing query string', () => {
    expect(appendQuery('/api/providers?sort=name', { page: 1 })).toBe('/api/providers?sort=name&page=1');
  });

  it('adds nothing when every value is skipped', () => {
    expect(appendQuery('/api/providers', { page: undefined })).toBe('/api/providers');
    expect(appendQuery('/api/providers')).toBe('/api/providers');
  });
});
