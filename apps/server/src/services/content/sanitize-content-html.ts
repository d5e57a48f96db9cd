import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an administrator may store in a policy: headings, paragraphs, lists, links, emphasis and tables.
 * Everything else is removed; script and style elements go with their content, and no attribute outside
 * this list (so no `on*` handler, `style` or `class`) survives.
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

// Absolute http(s) and mailto links, or a path of this site ("/cookie-policy") or an anchor. A slash
// followed by another slash or a backslash would be another host, so it is refused.
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i;

/** Keeps a link's href only when it is safe; browsers ignore tabs, newlines and controls in URLs, so do we. */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { href, ...rest } = attribs;
  // eslint-disable-next-line no-control-regex
  const cleaned = href?.replace(/[\u0000-\u0020\u007f]/g, '');
  return { tagName, attribs: cleaned && SAFE_HREF.test(cleaned) ? { ...rest, href: cleaned } : rest };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nestingLimit: 50,
  transformTags: {
    // The page's own title is its only h1.
    h1: 'h2',
    a: safeLink,
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text a reader would see, without any markup. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
}
