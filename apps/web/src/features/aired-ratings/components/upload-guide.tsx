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
import { AIRED_BREAK_COLUMNS, AIRED_RATING_COLUMNS, AIRED_RATINGS_MAX_ROWS, SLOT_IMPORT_MAX_BYTES } from '@tvcm/contracts';
import { useId } from 'react';
import { TableScroller } from '../../../components/table-scroller';
import { formatList } from '../../../lib/format-list';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatFileSize } from '../format';

const RULES = ['what', 'encoding', 'clock', 'blank', 'replace', 'matching', 'allOrNothing'] as const;

/** What the file is and how it is stored: the rules in short, the columns on demand. */
export function UploadGuide() {
  const { t } = useTranslation();
  const summaryId = useId();
  return (
    <Box>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', '& li + li': { mt: 0.5 } }}>
        {RULES.map((rule) => (
          <li key={rule}>{t(`airedRatings.upload.rules.${rule}`)}</li>
        ))}
        <li>
          {t('airedRatings.upload.limits', {
            size: formatFileSize(SLOT_IMPORT_MAX_BYTES),
            rows: formatCount(AIRED_RATINGS_MAX_ROWS),
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
            {t('airedRatings.upload.guideHeading')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('airedRatings.upload.guideIntro')}
          </Typography>
          <TableScroller label={t('airedRatings.upload.guideColumnsLabel')}>
            <Table size="small" aria-label={t('airedRatings.upload.guideColumnsLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>{t('airedRatings.upload.guideColumn')}</TableCell>
                  <TableCell sx={{ fontWeight: 'bold' }}>{t('airedRatings.upload.guideContent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {AIRED_BREAK_COLUMNS.map(({ key, header }) => (
                  <TableRow key={key}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {header}
                    </TableCell>
                    <TableCell>{t(`airedRatings.upload.columnHelp.${key}`)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {t('airedRatings.upload.ratingColumns')}
                  </TableCell>
                  <TableCell>
                    {t('airedRatings.upload.ratingColumnsHelp', {
                      headers: formatList(AIRED_RATING_COLUMNS.map(({ header }) => header)),
                    })}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableScroller>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
