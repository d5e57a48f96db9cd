/** A file size for people: "820 B", "12.4 KB", "3.1 MB", in the reader's locale. */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    // Bytes in words ("820 bytes"): browsers disagree on the short form of this one unit.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
/** What the file inputs offer (SPEC: PDF, JPEG and PNG); the server checks the content again. */
export const UPLOAD_ACCEPT = ACCEPTED_EXTENSIONS.join(',');

/** Whether the browser's idea of the file fits the accepted types; an empty MIME type falls back to the name. */
export function isAcceptedUpload(file: { name: string; type: string }): boolean {
  if (file.type) return ['application/pdf', 'image/jpeg', 'image/png'].includes(file.type);
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}
