import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The paper a page prints on while it is shown: the trading pages' wide tables of figures go on
 * A4 landscape. Only for the pages that render it, so every other page keeps the printer's own.
 */
export function PrintPage({ size = 'A4 landscape' }: { size?: string }) {
  return <GlobalStyles styles={{ '@page': { size, margin: '10mm' } }} />;
}
