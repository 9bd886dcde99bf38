import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  PROGRAMME_TITLE_MAX_LENGTH,
  SLOT_IMPORT_COLUMNS,
  SLOT_IMPORT_MAX_BYTES,
  SLOT_IMPORT_MAX_ROWS,
  SLOT_PRICE_MAX,
  SLOT_UNITS_MAX,
} from '@tvcm/contracts';
import { useId } from 'react';
import { TableScroller } from '../../../components/table-scroller';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatFileSize } from '../format';

const RULES = ['encoding', 'clock', 'matching', 'protected', 'allOrNothing'] as const;

/** The limits a column's explanation names. */
const COLUMN_LIMITS = {
  programmeTitle: formatCount(PROGRAMME_TITLE_MAX_LENGTH),
  unitsOnSale: formatCount(SLOT_UNITS_MAX),
  price: formatCount(SLOT_PRICE_MAX),
} as const;

/** What a file must hold and how it is applied: the rules in short, the columns on demand. */
export function ImportGuide() {
  const { t } = useTranslation();
  const summaryId = useId();
  return (
    <Box>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', '& li + li': { mt: 0.5 } }}>
        {RULES.map((rule) => (
          <li key={rule}>{t(`stationSlots.import.rules.${rule}`)}</li>
        ))}
        <li>
          {t('stationSlots.import.limits', {
            size: formatFileSize(SLOT_IMPORT_MAX_BYTES),
            rows: formatCount(SLOT_IMPORT_MAX_ROWS),
          })}
        </li>
      </Box>
      <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
        <AccordionSummary
          id={summaryId}
          aria-controls={`${summaryId}-details`}
          // Turned upside down while open; the summary's own expanded state is what screen readers hear.
          expandIcon={<span aria-hidden="true">▾</span>}
        >
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('stationSlots.import.guideHeading')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('stationSlots.import.guideIntro')}
          </Typography>
          <TableScroller label={t('stationSlots.import.guideColumnsLabel')}>
            <Table size="small" aria-label={t('stationSlots.import.guideColumnsLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>{t('stationSlots.import.guideColumn')}</TableCell>
                  <TableCell sx={{ fontWeight: 'bold' }}>{t('stationSlots.import.guideContent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {SLOT_IMPORT_COLUMNS.map(({ key, header }) => (
                  <TableRow key={key}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {header}
                    </TableCell>
                    <TableCell>
                      {t(`stationSlots.import.columnHelp.${key}`, {
                        max: key in COLUMN_LIMITS ? COLUMN_LIMITS[key as keyof typeof COLUMN_LIMITS] : undefined,
                      })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
