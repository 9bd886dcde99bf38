import { SEGMENT_VALUES_MAX_ROWS, type SegmentValueProblem } from '@tvcm/contracts';
import { i18n } from '../../lib/i18n';
import { formatCount, valueColumnHeader } from './format';

/** A problem of a values file in Japanese, with the values the server named; a column by its template heading. */
export function problemMessage({ code, column, params }: SegmentValueProblem): string {
  switch (code) {
    case 'required':
      return i18n.t('validation.required');
    case 'tooManyRows':
      return i18n.t('dataSales.problems.tooManyRows', { max: formatCount(SEGMENT_VALUES_MAX_ROWS) });
    case 'missingHeader':
      return i18n.t('dataSales.problems.missingHeader', { header: column ? valueColumnHeader(column) : params.header });
    default:
      return i18n.t(`dataSales.problems.${code}`, params);
  }
}
