import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../../components/visually-hidden';

interface MenuNoticeProps {
  message: string;
  severity: 'info' | 'error';
  collapsed: boolean;
}

const NOTICE_COLOURS = {
  // MUI's Alert palette: readable contrast without bringing Alert and its icons into the shell.
  info: { bgcolor: '#e5f6fd', color: '#014361', mark: 'i' },
  error: { bgcolor: '#fdeded', color: '#5f2120', mark: '!' },
} as const;

/**
 * A message in place of the menu: no licence (SPEC.md §6) or a licence answer that failed. The
 * collapsed menu shows a mark and keeps the message for screen readers and as a hover title.
 */
export function MenuNotice({ message, severity, collapsed }: MenuNoticeProps) {
  const { mark, ...colours } = NOTICE_COLOURS[severity];
  const role = severity === 'error' ? 'alert' : undefined;
  if (collapsed) {
    return (
      <Box role={role} title={message} sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            ...colours,
            width: 28,
            height: 28,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 'bold',
          }}
        >
          {mark}
        </Box>
        <VisuallyHidden>{message}</VisuallyHidden>
      </Box>
    );
  }
  return (
    <Box role={role} sx={{ ...colours, m: 1.5, p: 1.5, borderRadius: 1, typography: 'body2' }}>
      {message}
    </Box>
  );
}
