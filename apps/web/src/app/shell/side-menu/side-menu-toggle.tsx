import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/i18n';

interface SideMenuToggleProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
}

const TOGGLE_SIZE_PX = 32;

/**
 * Opens and collapses the side menu; the name stays the same and aria-expanded tells the state.
 * A plain button: MUI's IconButton would add its own chunk to every logged-in page's first load.
 */
export function SideMenuToggle({ open, controls, onToggle }: SideMenuToggleProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="button"
      type="button"
      aria-label={t('menu.toggle')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      sx={{
        display: 'grid',
        placeItems: 'center',
        flex: 'none',
        width: TOGGLE_SIZE_PX,
        height: TOGGLE_SIZE_PX,
        p: 0,
        border: 0,
        borderRadius: '50%',
        bgcolor: 'transparent',
        color: 'text.secondary',
        cursor: 'pointer',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={open ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Box>
  );
}
