import { Box, type BoxProps } from '@mui/material';

/** Text for assistive technology only: off-screen but still read, unlike display: none. */
export function VisuallyHidden(props: BoxProps<'span'>) {
  return (
    <Box
      component="span"
      {...props}
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    />
  );
}
