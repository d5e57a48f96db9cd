import { Box } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';

type SkipLinkProps = { targetId: string; children: ReactNode };

/**
 * First stop of the keyboard: hidden off-screen until focused, then jumps past the header.
 * Focus is moved by hand so the URL keeps no #fragment and the router sees no navigation.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };

  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={handleClick}
      sx={(theme) => ({
        position: 'absolute',
        left: theme.spacing(1),
        top: theme.spacing(1),
        zIndex: theme.zIndex.tooltip,
        transform: 'translateY(-200%)',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        boxShadow: 3,
        '&:focus': { transform: 'none' },
      })}
    >
      {children}
    </Box>
  );
}
