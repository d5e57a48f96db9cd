/** One third-party package as scripts/generate-licenses.mjs writes it to public/licenses.json. */
export type LicensedPackage = {
  name: string;
  version: string;
  /** SPDX identifier or expression ("MIT", "MIT OR Apache-2.0"), or UNKNOWN_LICENSE. */
  license: string;
  url?: string;
  licenseText?: string;
  /** True when licenseText holds only the first lines of a long licence. */
  licenseTextTruncated?: boolean;
};

export type LicenceGroup = { license: string; packages: LicensedPackage[] };

export const UNKNOWN_LICENSE = 'UNKNOWN';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toPackage(value: unknown): LicensedPackage | null {
  if (!isObject(value)) return null;
  const { name, version, license, url, licenseText, licenseTextTruncated } = value;
  if (typeof name !== 'string' || typeof version !== 'string' || typeof license !== 'string') return null;
  return {
    name,
    version,
    license: license.trim() || UNKNOWN_LICENSE,
    // Only web addresses become links; anything else (javascript:, file:) is dropped.
    ...(typeof url === 'string' && /^https?:\/\//i.test(url) && { url }),
    ...(typeof licenseText === 'string' && licenseText.trim() && { licenseText }),
    ...(licenseTextTruncated === true && { licenseTextTruncated: true }),
  };
}

/** Reads the generated file; entries that do not have the expected shape are skipped rather than failing the page. */
export function parseLicenceFile(data: unknown): LicensedPackage[] {
  const packages = isObject(data) && Array.isArray(data.packages) ? data.packages : [];
  return packages.map(toPackage).filter((item): item is LicensedPackage => item !== null);
}

/** Packages whose name or licence contains every word of the query, ignoring case; all of them for an empty query. */
export function filterPackages(packages: readonly LicensedPackage[], query: string): LicensedPackage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...packages];
  return packages.filter((item) => {
    const haystack = `${item.name} ${item.license}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Groups by licence, the most used licence first (ties alphabetically, packages by name inside a group), with
 * packages of unknown licence always last so they are easy to review.
 */
export function groupByLicence(packages: readonly LicensedPackage[]): LicenceGroup[] {
  const groups = new Map<string, LicensedPackage[]>();
  for (const item of packages) {
    const group = groups.get(item.license);
    if (group) group.push(item);
    else groups.set(item.license, [item]);
  }
  return [...groups]
    .map(([license, items]) => ({
      license,
      packages: items.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version)),
    }))
    .sort(
      (a, b) =>
        Number(a.license === UNKNOWN_LICENSE) - Number(b.license === UNKNOWN_LICENSE) ||
        b.packages.length - a.packages.length ||
        a.license.localeCompare(b.license),
    );
}
