import TextField from '@mui/material/TextField';
import {
  BOOKING_SEARCH_MAX_LENGTH,
  BOOKING_STATUSES,
  type BookingFilterOptions,
  type BookingListQuery,
  type BookingStatus,
} from '@tvcm/contracts';
import { type ReactNode, useState } from 'react';
import { FilterForm, FilterKeywordField, FilterSelectField } from '../../../components/filter-form';
import { useTranslation } from '../../../lib/i18n';
import type { BookingSide } from '../api/booking-keys';

/** The filters as the form holds them: text, '' for "all". */
type Values = Record<
  'q' | 'status' | 'stationId' | 'advertiserId' | 'assignee' | 'airFrom' | 'airTo' | 'appliedFrom' | 'appliedTo',
  string
>;

const valuesOf = (query: BookingListQuery): Values => ({
  q: query.q ?? '',
  status: query.status ?? '',
  stationId: query.stationId ? String(query.stationId) : '',
  advertiserId: query.advertiserId ? String(query.advertiserId) : '',
  assignee: query.assignee === undefined ? '' : String(query.assignee),
  airFrom: query.airFrom ?? '',
  airTo: query.airTo ?? '',
  appliedFrom: query.appliedFrom ?? '',
  appliedTo: query.appliedTo ?? '',
});

const idOrUndefined = (value: string) => (value ? Number(value) : undefined);

function filtersOf(values: Values): Partial<BookingListQuery> {
  return {
    q: values.q.trim() || undefined,
    status: (values.status || undefined) as BookingStatus | undefined,
    stationId: idOrUndefined(values.stationId),
    advertiserId: idOrUndefined(values.advertiserId),
    assignee: values.assignee === 'none' ? 'none' : idOrUndefined(values.assignee),
    airFrom: values.airFrom || undefined,
    airTo: values.airTo || undefined,
    appliedFrom: values.appliedFrom || undefined,
    appliedTo: values.appliedTo || undefined,
  };
}

interface BookingListFiltersProps {
  side: BookingSide;
  /** The filters of the list shown. */
  query: BookingListQuery;
  options: BookingFilterOptions | undefined;
  /** The filters to apply (from the first page); `clear` starts from none. */
  onApply: (filters: Partial<BookingListQuery>, clear?: boolean) => void;
}

/**
 * Search, status, station, advertiser, (for a station) assignee, air period and application date;
 * applied together. The page gives it a new key for each address, so the back button and 「クリア」
 * show the filters of the list they lead to.
 */
export function BookingListFilters({ side, query, options, onApply }: BookingListFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(query));
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const buyer = side === 'buyer';

  const select = (key: keyof Values, label: string, all: string, choices: ReactNode) => (
    <FilterSelectField label={label} allLabel={all} value={values[key]} onChange={set(key)}>
      {choices}
    </FilterSelectField>
  );
  const date = (key: keyof Values, label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={values[key]}
      onChange={set(key)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  const named = (list: { id: number; name: string }[] | undefined) =>
    list?.map((option) => (
      <option key={option.id} value={option.id}>
        {option.name}
      </option>
    ));

  return (
    <FilterForm
      label={t('bookings.filters.label')}
      applyLabel={t('bookings.filters.apply')}
      clearLabel={t('bookings.filters.clear')}
      onApply={() => onApply(filtersOf(values))}
      onClear={() => onApply({}, true)}
    >
      <FilterKeywordField
        label={t('bookings.filters.search')}
        placeholder={t('bookings.filters.searchPlaceholder')}
        value={values.q}
        onChange={set('q')}
        maxLength={BOOKING_SEARCH_MAX_LENGTH}
      />
      {select(
        'status',
        t('bookings.filters.status'),
        t('bookings.filters.all'),
        BOOKING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`bookings.statuses.${status}`)}
          </option>
        )),
      )}
      {select('stationId', t('bookings.filters.station'), t('bookings.filters.all'), named(options?.stations))}
      {select('advertiserId', t('bookings.filters.advertiser'), t('bookings.filters.all'), named(options?.advertisers))}
      {!buyer &&
        select(
          'assignee',
          t('bookings.filters.assignee'),
          t('bookings.filters.all'),
          <>
            <option value="none">{t('bookings.list.unassigned')}</option>
            {named(options?.assignees)}
          </>,
        )}
      {date('airFrom', t('bookings.filters.airFrom'))}
      {date('airTo', t('bookings.filters.airTo'))}
      {date('appliedFrom', t(buyer ? 'bookings.filters.appliedFrom' : 'bookings.filters.receivedFrom'))}
      {date('appliedTo', t(buyer ? 'bookings.filters.appliedTo' : 'bookings.filters.receivedTo'))}
    </FilterForm>
  );
}
