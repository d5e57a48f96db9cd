import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

interface Target {
  name: string;
  dist: string;
  output: string;
  sources: string[];
  command: [string, string[]];
}
interface BuildScript {
  buildEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
  staleReason(target: Target, base: string): string | null;
  ensureBuilt(options: { force?: boolean; base: string; only: Target[] }): void;
}

// `npm start`, `npm run build`, e2e and the bench all build through this script.
const script = (await import(
  pathToFileURL(resolve(import.meta.dirname, '../../../scripts/build-if-stale.mjs')).href
)) as BuildScript;

/** A target whose "build" writes the NODE_ENV it ran with into its output. */
function fakeProject() {
  const base = mkdtempSync(join(tmpdir(), 'kinderly-build-'));
  mkdirSync(join(base, 'src'));
  writeFileSync(join(base, 'src', 'main.ts'), 'export {};');
  const target: Target = {
    name: 'fake app',
    dist: 'dist',
    output: 'dist/out.txt',
    sources: ['src'],
    command: [
      process.execPath,
      [
        '-e',
        "fs.mkdirSync('dist', { recursive: true }); fs.writeFileSync('dist/out.txt', String(process.env.NODE_ENV))",
      ],
    ],
  };
  return { base, target, built: () => readFileSync(join(base, 'dist', 'out.txt'), 'utf8') };
}

const shellNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = shellNodeEnv;
});

describe('build-if-stale', () => {
  it('builds for production whatever NODE_ENV the shell has', () => {
    expect(script.buildEnv({ NODE_ENV: 'development', PATH: '/bin' })).toEqual({
      NODE_ENV: 'production',
      PATH: '/bin',
    });
    process.env.NODE_ENV = 'development';
    const { base, target, built } = fakeProject();
    script.ensureBuilt({ base, only: [target] });
    expect(built()).toBe('production');
    expect(script.staleReason(target, base)).toBeNull();
  });

  it('rebuilds a build made another way or for another NODE_ENV, and one older than its sources', () => {
    const { base, target } = fakeProject();
    expect(script.staleReason(target, base)).toBe('missing');

    // Built by hand (`vite build` in a development shell): no record of how, so it is not trusted.
    mkdirSync(join(base, 'dist'));
    writeFileSync(join(base, 'dist', 'out.txt'), 'development');
    expect(script.staleReason(target, base)).toBe('built for an unknown NODE_ENV');
    writeFileSync(join(base, 'dist', '.build-env.json'), JSON.stringify({ NODE_ENV: 'development' }));
    expect(script.staleReason(target, base)).toBe('built for NODE_ENV=development');

    script.ensureBuilt({ base, only: [target] });
    expect(script.staleReason(target, base)).toBeNull();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(base, 'src', 'main.ts'), later, later);
    expect(script.staleReason(target, base)).toBe('older than its sources');
  });
});
