import { Link } from '@mui/material';
import type { ReactNode } from 'react';

/** A mailto link; the text is given by <Trans> from the catalogue (the address itself). */
export function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <Link href={`mailto:${email}`} color="primary.dark" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {children ?? email}
    </Link>
  );
}
