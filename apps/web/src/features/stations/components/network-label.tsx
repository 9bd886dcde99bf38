import Box from '@mui/material/Box';
import type { Station } from '@tvcm/contracts';

/** The network's colour beside its name; the name carries the meaning, the colour is how buyers spot it. */
export function NetworkLabel({ network }: { network: Station['network'] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, typography: 'body2' }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: network.colour, border: 1, borderColor: 'divider' }}
      />
      {network.name}
    </Box>
  );
}
