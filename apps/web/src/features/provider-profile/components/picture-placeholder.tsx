import HomeIcon from '@mui/icons-material/CottageOutlined';
import { Box, Typography } from '@mui/material';

/** The neutral frame where a picture would be: an icon, and a line saying why there is none when it helps. */
export function PicturePlaceholder({ text }: { text?: string }) {
  return (
    <Box
      sx={{
        width: '100%',
        height: '100%',
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 1,
        bgcolor: 'grey.100',
        color: 'text.secondary',
        textAlign: 'center',
        p: 2,
      }}
    >
      <HomeIcon aria-hidden sx={{ fontSize: 48, color: 'grey.500' }} />
      {text && <Typography variant="body2">{text}</Typography>}
    </Box>
  );
}
