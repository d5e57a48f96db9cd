import { Box, type SxProps, type Theme } from '@mui/material';

type ServerHtmlProps = {
  /**
   * HTML that our server sanitised (policies when written, blog posts when served). Never pass HTML that came from the
   * address bar, a third party or the user's own input: this component does not clean it again.
   */
  html: string;
  sx?: SxProps<Theme>;
};

/** Typographic container for rich text stored on our server: headings, paragraphs, lists, links, tables, quotes. */
export function ServerHtml({ html, sx }: ServerHtmlProps) {
  return (
    <Box
      className="server-html"
      sx={[
        (theme) => ({
          ...theme.typography.body1,
          lineHeight: 1.7,
          color: 'text.primary',
          overflowWrap: 'anywhere',
          '& > :first-child': { mt: 0 },
          '& > :last-child': { mb: 0 },
          // Stored documents may start at h1; the page owns the only h1, so every level reads one step smaller.
          '& h1, & h2': { ...theme.typography.h5, mt: 4, mb: 1.5 },
          '& h3': { ...theme.typography.h6, mt: 3, mb: 1 },
          '& h4, & h5, & h6': { ...theme.typography.subtitle1, fontWeight: 700, mt: 2.5, mb: 1 },
          '& p': { mt: 0, mb: 2 },
          '& ul, & ol': { mt: 0, mb: 2, pl: 3 },
          '& li': { mb: 0.75 },
          '& a': { color: 'primary.dark', textDecoration: 'underline' },
          '& a:focus-visible': { outline: `3px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
          '& blockquote': {
            m: 0,
            mb: 2,
            pl: 2,
            borderLeft: 4,
            borderColor: 'primary.light',
            color: 'text.secondary',
          },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
          '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', mb: 2, maxWidth: '100%' },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left', verticalAlign: 'top' },
          '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 },
          '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // The only raw HTML the app renders: sanitised by the server, see the prop's comment.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
