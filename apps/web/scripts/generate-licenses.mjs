// Writes the licences of every production dependency of apps/web and apps/server to public/licenses.json, which
// the /licenses page loads. Runs before `vite build` (see the build script), so the list always matches the
// installed packages. It walks node_modules the way Node resolves packages, so it needs no network and no npm.
//
//   node apps/web/scripts/generate-licenses.mjs [--out <file>]
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(fileURLToPath(import.meta.url), '../..');
const rootDir = resolve(webDir, '../..');
const ENTRY_PACKAGES = [webDir, join(rootDir, 'apps/server')];
const DEFAULT_OUT = join(webDir, 'public/licenses.json');

/** Licence files this long or shorter are kept whole (an MIT or ISC text is about 1 KB); longer ones are cut. */
const MAX_FULL_TEXT = 4000;
const EXCERPT_LINES = 15;
const LICENSE_FILE = /^(licen[cs]e|copying|unlicense)([.-].*)?$/i;

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** Node's lookup: node_modules/<name> in the package's directory, then in each parent up to the repository root. */
function resolvePackageDir(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dir === rootDir || dir === dirname(dir)) return null;
    dir = dirname(dir);
  }
}

/** The licence as one SPDX-like string, whatever shape package.json uses ("MIT", {type}, [{type}], nothing). */
export function normaliseLicense(pkg) {
  const raw = pkg.license ?? pkg.licenses;
  const types = (Array.isArray(raw) ? raw : [raw])
    .map((entry) => (typeof entry === 'string' ? entry : entry?.type))
    .filter((type) => typeof type === 'string' && type.trim() !== '')
    .map((type) => type.trim());
  if (types.length === 0) return 'UNKNOWN';
  const joined = types.join(' OR ');
  // "(MIT OR Apache-2.0)" and "MIT OR Apache-2.0" are the same licence choice.
  return /^\([^()]*\)$/.test(joined) ? joined.slice(1, -1) : joined;
}

/** A browsable https address for the package, or undefined; never anything but http(s). */
export function normaliseUrl(pkg) {
  const repository = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const candidates = [];
  if (repository) {
    const shorthand = /^(?:(github|gitlab|bitbucket):)?([\w.-]+\/[\w.-]+)$/.exec(repository);
    if (shorthand) {
      const host = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' }[shorthand[1] ?? 'github'];
      candidates.push(`https://${host}/${shorthand[2]}`);
    } else {
      candidates.push(
        repository
          .replace(/^git\+/, '')
          .replace(/^git:\/\//, 'https://')
          .replace(/^ssh:\/\/(git@)?/, 'https://')
          .replace(/^git@([^:]+):/, 'https://$1/')
          .replace(/\.git$/, ''),
      );
    }
  }
  if (typeof pkg.homepage === 'string') candidates.push(pkg.homepage);
  return candidates.find((url) => /^https?:\/\/[^\s]+$/.test(url));
}

function readLicenseText(dir) {
  const file = readdirSync(dir)
    .filter((entry) => LICENSE_FILE.test(entry) && statSync(join(dir, entry)).isFile())
    .sort((a, b) => a.length - b.length)[0];
  if (!file) return {};
  const text = readFileSync(join(dir, file), 'utf8').replace(/\r\n?/g, '\n').trim();
  if (text.length <= MAX_FULL_TEXT) return { licenseText: text };
  return { licenseText: text.split('\n').slice(0, EXCERPT_LINES).join('\n').trim(), licenseTextTruncated: true };
}

function dependencyNames(pkg) {
  const optionalPeers = new Set(
    Object.entries(pkg.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional)
      .map(([name]) => name),
  );
  const peers = Object.keys(pkg.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name));
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {}), ...peers];
}

export function collectLicenses(entryDirs = ENTRY_PACKAGES) {
  const visited = new Set();
  const packages = new Map();
  const queue = entryDirs.map((dir) => realpathSync(dir));
  while (queue.length > 0) {
    const dir = queue.pop();
    if (visited.has(dir)) continue;
    visited.add(dir);
    const pkg = readJson(join(dir, 'package.json'));
    // Our own workspaces are not third-party code; only what they depend on is listed.
    const ours = !relative(rootDir, dir).split(/[\\/]/).includes('node_modules');
    if (!ours) {
      const key = `${pkg.name}@${pkg.version}`;
      if (!packages.has(key)) {
        packages.set(key, {
          name: pkg.name,
          version: pkg.version,
          license: normaliseLicense(pkg),
          url: normaliseUrl(pkg),
          ...readLicenseText(dir),
        });
      }
    }
    for (const name of dependencyNames(pkg)) {
      // A missing optional or platform-specific package is simply not installed here.
      const found = resolvePackageDir(name, dir);
      if (found) queue.push(found);
    }
  }
  return [...packages.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

function main() {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? resolve(process.argv[outIndex + 1]) : DEFAULT_OUT;
  const packages = collectLicenses();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ packages })}\n`);
  console.log(`Wrote the licences of ${packages.length} packages to ${relative(process.cwd(), out)}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
