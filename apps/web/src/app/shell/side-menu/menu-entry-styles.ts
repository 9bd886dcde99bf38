import type { SxProps, Theme } from '@mui/material/styles';

/** Height of one menu row: a comfortable pointer and touch target. */
export const MENU_ROW_HEIGHT_PX = 40;

/** Shared look of menu links and group buttons, open or collapsed. */
export function menuEntrySx(collapsed: boolean): SxProps<Theme> {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    width: '100%',
    minHeight: MENU_ROW_HEIGHT_PX,
    px: collapsed ? 0 : 2,
    justifyContent: collapsed ? 'center' : 'flex-start',
    border: 0,
    bgcolor: 'transparent',
    color: 'text.primary',
    font: 'inherit',
    typography: 'body2',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover, &[aria-expanded="true"]': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
    '&[aria-current="page"]': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 'bold' },
  };
}

/** A label that stays on one line while the menu's width animates. */
export const menuLabelSx: SxProps<Theme> = {
  flex: 1,
  minWidth: 0,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};
