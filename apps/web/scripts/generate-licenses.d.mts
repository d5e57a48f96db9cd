// Types of generate-licenses.mjs for the unit test that imports it.
export type CollectedLicence = {
  name: string;
  version: string;
  license: string;
  url?: string;
  licenseText?: string;
  licenseTextTruncated?: boolean;
};

export function normaliseLicense(pkg: { license?: unknown; licenses?: unknown }): string;
export function normaliseUrl(pkg: { repository?: unknown; homepage?: unknown }): string | undefined;
export function collectLicenses(entryDirs?: string[]): CollectedLicence[];
