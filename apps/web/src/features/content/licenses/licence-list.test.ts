import { describe, expect, it } from 'vitest';
import {
  filterPackages,
  groupByLicence,
  parseLicenceFile,
  UNKNOWN_LICENSE,
  type LicensedPackage,
} from './licence-list.ts';

const pkg = (name: string, license: string, version = '1.0.0'): LicensedPackage => ({ name, version, license });

const PACKAGES = [
  pkg('zod', 'MIT'),
  pkg('react', 'MIT'),
  pkg('pdfjs-dist', 'Apache-2.0'),
  pkg('mystery', UNKNOWN_LICENSE),
  pkg('jackspeak', 'BlueOak-1.0.0'),
  pkg('glob', 'ISC'),
  pkg('semver', 'ISC'),
  pkg('react-dom', 'MIT'),
  pkg('tslib', '0BSD'),
];

describe('groupByLicence', () => {
  it('puts the most used licence first, ties alphabetically, unknown last', () => {
    const groups = groupByLicence(PACKAGES);
    expect(groups.map((group) => [group.license, group.packages.length])).toEqual([
      ['MIT', 3],
      ['ISC', 2],
      ['0BSD', 1],
      ['Apache-2.0', 1],
      ['BlueOak-1.0.0', 1],
      [UNKNOWN_LICENSE, 1],
    ]);
  });

  it('sorts the packages of a group by name, then version', () => {
    const groups = groupByLicence([...PACKAGES, pkg('react', 'MIT', '0.9.0')]);
    expect(groups[0]?.packages.map((item) => `${item.name}@${item.version}`)).toEqual([
      'react@0.9.0',
      'react@1.0.0',
      'react-dom@1.0.0',
      'zod@1.0.0',
    ]);
  });

  it('returns no group for no package', () => {
    expect(groupByLicence([])).toEqual([]);
  });
});

describe('filterPackages', () => {
  it('matches the package name or the licence, ignoring case', () => {
    expect(filterPackages(PACKAGES, 'REACT').map((item) => item.name)).toEqual(['react', 'react-dom']);
    expect(filterPackages(PACKAGES, 'isc').map((item) => item.name)).toEqual(['glob', 'semver']);
    expect(filterPackages(PACKAGES, 'apache').map((item) => item.name)).toEqual(['pdfjs-dist']);
  });

  it('needs every word to match', () => {
    expect(filterPackages(PACKAGES, 'react dom').map((item) => item.name)).toEqual(['react-dom']);
    expect(filterPackages(PACKAGES, 'react isc')).toEqual([]);
  });

  it('keeps everything for a blank query', () => {
    expect(filterPackages(PACKAGES, '   ')).toHaveLength(PACKAGES.length);
  });
});

describe('parseLicenceFile', () => {
  it('keeps well-formed entries and drops the others', () => {
    const parsed = parseLicenceFile({
      packages: [
        {
          name: 'react',
          version: '19.0.0',
          license: 'MIT',
          url: 'https://github.com/facebook/react',
          licenseText: 'MIT License',
        },
        { name: 'broken', license: 'MIT' },
        'not a package',
        { name: 'blank', version: '1.0.0', license: ' ', url: 'javascript:alert(1)', licenseText: '  ' },
        {
          name: 'long',
          version: '2.0.0',
          license: 'Apache-2.0',
          licenseText: 'Apache License',
          licenseTextTruncated: true,
        },
      ],
    });
    expect(parsed).toEqual([
      {
        name: 'react',
        version: '19.0.0',
        license: 'MIT',
        url: 'https://github.com/facebook/react',
        licenseText: 'MIT License',
      },
      { name: 'blank', version: '1.0.0', license: UNKNOWN_LICENSE },
      {
        name: 'long',
        version: '2.0.0',
        license: 'Apache-2.0',
        licenseText: 'Apache License',
        licenseTextTruncated: true,
      },
    ]);
  });

  it('reads anything that is not the expected file as an empty list', () => {
    expect(parseLicenceFile(null)).toEqual([]);
    expect(parseLicenceFile({ packages: 'nope' })).toEqual([]);
  });
});
