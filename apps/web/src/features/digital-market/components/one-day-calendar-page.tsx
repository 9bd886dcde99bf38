import '../catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addDays,
  areaCodeSchema,
  businessDateOf,
  datesFrom,
  idParam,
  isoDate,
  mondayOf,
  type OneDayProduct,
} from '@tvcm/contracts';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { QueryFallback } from '../../../components/query-fallback';
import { TableScroller } from '../../../components/table-scroller';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatShortDate, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { useDigitalAreas } from '../api/get-digital-areas';
import { useOneDayCalendar } from '../api/get-one-day-products';
import { AddOneDayDialog } from './add-to-streaming-cart-dialog';

/** Days the calendar shows: four weeks from the Monday chosen. */
export const CALENDAR_DAYS = 28;

/** The calendar's address: its area, station and first week. */
export const oneDayPageQuerySchema = z.strictObject({
  area: areaCodeSchema.optional(),
  stationId: idParam().optional(),
  week: isoDate.optional(),
});

interface CalendarRow {
  key: string;
  station: OneDayProduct['station'];
  surface: OneDayProduct['surface'];
  days: Map<string, OneDayProduct>;
}

/** The days as rows of station × surface, in the API's order (remote key, surface code). */
function rowsOf(items: readonly OneDayProduct[]): CalendarRow[] {
  const rows = new Map<string, CalendarRow>();
  for (const item of items) {
    const key = `${item.station.id} ${item.surface.code}`;
    const row = rows.get(key) ?? { key, station: item.station, surface: item.surface, days: new Map() };
    row.days.set(item.date, item);
    rows.set(key, row);
  }
  return [...rows.values()];
}

const isWeekend = (index: number) => index % 7 >= 5;

function DayCell({ day, onPick }: { day: OneDayProduct | undefined; onPick: (day: OneDayProduct) => void }) {
  const { t } = useTranslation();
  if (!day) return <TableCell sx={{ bgcolor: 'action.hover' }} />;
  const figures = (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 'bold', whiteSpace: 'nowrap' }}>
        {formatYen(day.price)}
      </Box>
      <Box component="span" sx={{ display: 'block', typography: 'caption', whiteSpace: 'nowrap' }}>
        {t('digitalMarket.oneDay.effectiveCpm', { cpm: formatYen(day.effectiveCpm) })}
      </Box>
    </>
  );
  if (day.state === 'soldOut') {
    return (
      <TableCell align="center" sx={{ color: 'text.secondary' }} data-state="soldOut">
        <Box
          component="span"
          sx={{ display: 'inline-block', px: 0.75, borderRadius: 1, bgcolor: 'grey.300', color: 'text.primary' }}
        >
          {t('digitalMarket.oneDay.soldOut')}
        </Box>
      </TableCell>
    );
  }
  if (day.state !== 'onSale' && day.state !== 'fewLeft') {
    return (
      <TableCell
        align="right"
        sx={{ bgcolor: 'action.disabledBackground', color: 'text.disabled' }}
        data-state={day.state}
        title={t('digitalMarket.oneDay.outOfSales')}
      >
        {figures}
      </TableCell>
    );
  }
  return (
    <TableCell align="right" sx={{ p: 0 }} data-state={day.state}>
      <ButtonBase
        onClick={() => onPick(day)}
        aria-label={t('digitalMarket.oneDay.dayLabel', {
          station: day.station.shortName,
          surface: day.surface.name,
          date: formatShortDate(day.date),
          price: formatYen(day.price),
        })}
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'right',
          px: 1,
          py: 0.75,
          color: 'primary.main',
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        {figures}
      </ButtonBase>
    </TableCell>
  );
}

/**
 * `/agency/oneday/positions` (デジタル1day): four weeks of the stations' surfaces, a day a cell,
 * with its price and effective CPM; a day on sale goes into a streaming cart. Area, station and
 * the first week live in the address.
 */
export function OneDayCalendarPage() {
  const { t } = useTranslation();
  const title = t('digitalMarket.oneDay.title');
  useDocumentTitle(title);
  const { query, setQuery } = useListFilters(oneDayPageQuerySchema);
  const thisWeek = mondayOf(businessDateOf(Date.now()));
  const from = query.week ? mondayOf(query.week) : thisWeek;
  const to = addDays(from, CALENDAR_DAYS - 1);
  const dates = useMemo(() => datesFrom(from, to), [from, to]);
  const areas = useDigitalAreas();
  const calendar = useOneDayCalendar({ area: query.area, stationId: query.stationId, from, to });
  const rows = useMemo(() => rowsOf(calendar.data?.items ?? []), [calendar.data]);
  const [adding, setAdding] = useState<OneDayProduct | null>(null);
  const stations = (areas.data?.areas ?? [])
    .filter((area) => !query.area || area.code === query.area)
    .flatMap((area) => area.stations);
  const label = t('digitalMarket.oneDay.calendarLabel', { from: formatShortDate(from), to: formatShortDate(to) });
  const week = (value: string | undefined) => setQuery({ week: value === thisWeek ? undefined : value });

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('digitalMarket.filters.label')}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label={t('digitalMarket.filters.area')}
          value={query.area ?? ''}
          onChange={(event) => setQuery({ area: event.target.value || undefined, stationId: undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: '9rem' }}
        >
          <option value="">{t('digitalMarket.filters.all')}</option>
          {(areas.data?.areas ?? []).map((area) => (
            <option key={area.code} value={area.code}>
              {area.name}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('digitalMarket.filters.station')}
          value={query.stationId ?? ''}
          onChange={(event) => setQuery({ stationId: event.target.value ? Number(event.target.value) : undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: '11rem' }}
        >
          <option value="">{t('digitalMarket.filters.all')}</option>
          {stations.map((station) => (
            <option key={station.id} value={station.id}>
              {station.name}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t('digitalMarket.oneDay.weekOf')}
          value={from}
          onChange={(event) => event.target.value && week(mondayOf(event.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => week(addDays(from, -CALENDAR_DAYS))}>
            {t('digitalMarket.oneDay.previous')}
          </Button>
          <Button variant="outlined" onClick={() => week(thisWeek)} disabled={from === thisWeek}>
            {t('digitalMarket.oneDay.thisWeek')}
          </Button>
          <Button variant="outlined" onClick={() => week(addDays(from, CALENDAR_DAYS))}>
            {t('digitalMarket.oneDay.next')}
          </Button>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('digitalMarket.oneDay.legend')}
      </Typography>
      {!calendar.data ? (
        <QueryFallback error={calendar.error} />
      ) : rows.length === 0 ? (
        <Typography role="status">{t('digitalMarket.oneDay.empty')}</Typography>
      ) : (
        <TableScroller
          label={label}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', maxHeight: '70vh' }}
        >
          <Table
            size="small"
            stickyHeader
            aria-label={label}
            sx={{ '& td, & th': { px: 1, borderRight: 1, borderRightColor: 'divider' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell
                  sx={{
                    position: 'sticky',
                    left: 0,
                    zIndex: 3,
                    bgcolor: 'background.paper',
                    fontWeight: 'bold',
                    minWidth: '9rem',
                  }}
                >
                  {t('digitalMarket.oneDay.surface')}
                </TableCell>
                {dates.map((date, index) => (
                  <TableCell
                    key={date}
                    align="center"
                    sx={{ whiteSpace: 'nowrap', fontWeight: 'bold', color: isWeekend(index) ? 'error.main' : undefined }}
                  >
                    {formatShortDate(date)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: '9rem' }}
                  >
                    {row.station.shortName}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {row.surface.name}
                    </Typography>
                  </TableCell>
                  {dates.map((date) => (
                    <DayCell key={date} day={row.days.get(date)} onPick={setAdding} />
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
      {adding && <AddOneDayDialog product={adding} onClose={() => setAdding(null)} />}
    </Stack>
  );
}
