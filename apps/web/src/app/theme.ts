import { jaJP } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { FIGURE_SX } from '../components/figure';
import { ignoreRepeatedClickOutside } from '../lib/second-click-guard';

// System fonts first: Japanese web fonts weigh megabytes, and every target OS ships a good one.
const JAPANESE_FONT_STACK = [
  '"Hiragino Kaku Gothic ProN"',
  '"Hiragino Sans"',
  '"BIZ UDPGothic"',
  '"Yu Gothic UI"',
  'Meiryo',
  '"Noto Sans JP"',
  'sans-serif',
].join(', ');

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f3a68' },
      secondary: { main: '#c46a0a' },
      background: { default: '#f5f6f8' },
    },
    typography: {
      fontFamily: JAPANESE_FONT_STACK,
      // Japanese text needs more leading than Latin text to stay readable.
      body1: { lineHeight: 1.75 },
      body2: { lineHeight: 1.7 },
      button: { textTransform: 'none' },
    },
    components: {
      // A right-aligned cell holds a figure (an amount, a count, a rating): it never breaks inside.
      MuiTableCell: { styleOverrides: { alignRight: FIGURE_SX } },
      // Every dialog: the second click of the double click that opened it does not close it again.
      MuiDialog: {
        defaultProps: {
          slotProps: {
            container: { onMouseDownCapture: ignoreRepeatedClickOutside, onClickCapture: ignoreRepeatedClickOutside },
          },
        },
      },
    },
  },
  jaJP,
);
