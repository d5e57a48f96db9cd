/** Links for the public footer, in reading order; `key` is a catalogue key, so `t(link.key)` type-checks. */
export const contentFooterLinks = [
  { path: '/about', key: 'content.links.about' },
  { path: '/blog', key: 'content.links.blog' },
  { path: '/careers', key: 'content.links.careers' },
  { path: '/press', key: 'content.links.press' },
  { path: '/help', key: 'content.links.help' },
  { path: '/safety', key: 'content.links.safety' },
  { path: '/privacy-policy', key: 'content.links.privacy' },
  { path: '/terms-of-use', key: 'content.links.terms' },
  { path: '/cookie-policy', key: 'content.links.cookies' },
  { path: '/licenses', key: 'content.links.licenses' },
] as const;
