/** Addresses shown on the public pages (reserved .example domain until the project has its own). */
export const CONTACT_EMAILS = {
  support: 'support@kinderly.example',
  press: 'press@kinderly.example',
  safety: 'safety@kinderly.example',
} as const;

export const SAMPLE_PDF_PATH = '/samples/kinderly-guide.pdf';

/** Posts per page of /blog: short pages keep the list quick to scan on a phone. */
export const BLOG_LIST_PAGE_SIZE = 5;
