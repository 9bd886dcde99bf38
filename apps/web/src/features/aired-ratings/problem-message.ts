import { AIRED_RATINGS_MAX_ROWS, type AiredRatingProblem } from '@tvcm/contracts';
import { i18n } from '../../lib/i18n';
import { columnHeader, formatCount, formatDay } from './format';

/**
 * A problem of an actual-ratings file in Japanese: the generic messages of SPEC.md §5 where they
 * fit (required, too long), the upload's own otherwise, each with the values the server named.
 * A column the message names is given by its heading; a heading problem without a column is one
 * of the rating columns, which have no fixed place.
 */
export function problemMessage({ code, column, params }: AiredRatingProblem): string {
  switch (code) {
    case 'required':
      return i18n.t('validation.required');
    case 'tooLong':
      return i18n.t('validation.maxLength', { max: formatCount(Number(params.max)) });
    case 'tooManyRows':
      return i18n.t('airedRatings.problems.tooManyRows', { max: formatCount(AIRED_RATINGS_MAX_ROWS) });
    case 'missingHeader':
      return column
        ? i18n.t('airedRatings.problems.missingHeader', { header: columnHeader(column) })
        : i18n.t('airedRatings.problems.missingRatingHeader');
    case 'unknownHeader':
      return column
        ? i18n.t('airedRatings.problems.unknownHeader', { value: params.value, expected: columnHeader(column) })
        : i18n.t('airedRatings.problems.unknownRatingHeader', { value: params.value });
    case 'invalidLength':
      return i18n.t('airedRatings.problems.invalidLength', { value: params.value, max: formatCount(Number(params.max)) });
    case 'duplicateRow':
      return i18n.t('airedRatings.problems.duplicateRow', { line: formatCount(Number(params.line)) });
    case 'futureDate':
      return i18n.t('airedRatings.problems.futureDate', {
        value: formatDay(String(params.value)),
        max: formatDay(String(params.max)),
      });
    default:
      return i18n.t(`airedRatings.problems.${code}`, params);
  }
}
