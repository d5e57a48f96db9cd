import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@kinderly/shared';
import { ChunkLoadError, isChunkLoadError, lazyRoute, toChunkLoadError } from './lazy-route.ts';

const URL_OF_CHUNK = 'http://localhost:3100/assets/about-page-YYtDGytf.js';

describe('lazyRoute', () => {
  it('resolves with what the import resolves with', async () => {
    const page = { Component: () => null };
    await expect(lazyRoute(() => Promise.resolve(page))()).resolves.toBe(page);
  });

  it('turns a module that cannot be fetched into a ChunkLoadError naming the module', async () => {
    const fetchFailure = new TypeError(`Failed to fetch dynamically imported module: ${URL_OF_CHUNK}`);
    const error: unknown = await lazyRoute(() => Promise.reject(fetchFailure))().catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      request: URL_OF_CHUNK,
      cause: fetchFailure,
    });
    expect((error as Error).message).toBe(`Loading chunk failed (missing: ${URL_OF_CHUNK})`);
  });

  it('fails with a timeout ChunkLoadError when the module has not arrived after CHUNK_LOAD_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    const pending = lazyRoute(() => new Promise<never>(() => {}))();
    const settled = vi.fn();
    pending.catch(settled);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError', type: 'timeout' }));
  });

  it('does not time out a module that arrived', async () => {
    vi.useFakeTimers();
    const loaded = lazyRoute(() => Promise.resolve('page'), 1000)();
    await expect(loaded).resolves.toBe('page');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves an error thrown by the module itself as it is', async () => {
    const bug = new ReferenceError('window is not defined');
    await expect(lazyRoute(() => Promise.reject(bug))()).rejects.toBe(bug);
  });
});

describe('toChunkLoadError', () => {
  it.each([
    [`error loading dynamically imported module: ${URL_OF_CHUNK}`, URL_OF_CHUNK],
    ['Importing a module script failed.', undefined],
    ['Unable to preload CSS for /assets/home-page-1a2b.css', '/assets/home-page-1a2b.css'],
  ])('recognises "%s"', (message, request) => {
    expect(toChunkLoadError(new TypeError(message))).toMatchObject({ type: 'missing', request });
  });

  it('ignores anything else', () => {
    expect(toChunkLoadError(new Error('boom'))).toBeNull();
    expect(toChunkLoadError('Failed to fetch dynamically imported module')).toBeNull();
  });

  it('recognises a ChunkLoadError by its name too (a copy from another bundle)', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(foreign)).toBe(true);
    expect(isChunkLoadError(new Error('x'))).toBe(false);
  });
});
