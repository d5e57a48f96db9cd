import { describe, expect, it } from 'vitest';
import { collectLicenses, normaliseLicense, normaliseUrl } from '../../../../scripts/generate-licenses.mjs';

describe('normaliseLicense', () => {
  it('reads every shape package.json uses', () => {
    expect(normaliseLicense({ license: 'MIT' })).toBe('MIT');
    expect(normaliseLicense({ license: '(MIT OR Apache-2.0)' })).toBe('MIT OR Apache-2.0');
    expect(normaliseLicense({ license: { type: 'ISC' } })).toBe('ISC');
    expect(normaliseLicense({ licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }] })).toBe('MIT OR GPL-2.0');
    expect(normaliseLicense({})).toBe('UNKNOWN');
    expect(normaliseLicense({ license: '  ' })).toBe('UNKNOWN');
  });
});

describe('normaliseUrl', () => {
  it('turns repository forms into browsable https addresses', () => {
    expect(normaliseUrl({ repository: 'facebook/react' })).toBe('https://github.com/facebook/react');
    expect(normaliseUrl({ repository: 'gitlab:group/project' })).toBe('https://gitlab.com/group/project');
    expect(normaliseUrl({ repository: { url: 'git+https://github.com/a/b.git' } })).toBe('https://github.com/a/b');
    expect(normaliseUrl({ repository: { url: 'git://github.com/a/b.git' } })).toBe('https://github.com/a/b');
    expect(normaliseUrl({ repository: { url: 'git+ssh://git@github.com/a/b.git' } })).toBe('https://github.com/a/b');
    expect(normaliseUrl({ repository: { url: 'ssh://github.com/a/b.git' } })).toBe('https://github.com/a/b');
    expect(normaliseUrl({ repository: 'git@github.com:a/b.git' })).toBe('https://github.com/a/b');
  });

  it('falls back to the homepage and never returns anything but a web address', () => {
    expect(normaliseUrl({ repository: 'file:../local', homepage: 'https://example.org' })).toBe('https://example.org');
    expect(normaliseUrl({ homepage: 'javascript:alert(1)' })).toBeUndefined();
    expect(normaliseUrl({})).toBeUndefined();
  });
});

describe('collectLicenses', () => {
  const packages = collectLicenses();
  const names = new Set(packages.map((item) => item.name));

  it('lists the production dependencies of the web app and the server', () => {
    for (const name of ['react', 'react-dom', '@mui/material', 'react-pdf', 'pdfjs-dist', 'fastify', 'zod']) {
      expect(names, name).toContain(name);
    }
    expect(packages.find((item) => item.name === 'react')).toMatchObject({ license: 'MIT' });
  });

  it('leaves out our own workspaces and the development tools', () => {
    for (const name of ['@kinderly/web', '@kinderly/server', '@kinderly/shared', 'vitest', 'typescript', 'eslint']) {
      expect(names, name).not.toContain(name);
    }
  });

  it('lists each name and version once, sorted', () => {
    const keys = packages.map((item) => `${item.name}@${item.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    const outOfOrder = packages.filter(
      (item, index) => index > 0 && packages[index - 1]!.name.localeCompare(item.name) > 0,
    );
    expect(outOfOrder).toEqual([]);
  });
});
