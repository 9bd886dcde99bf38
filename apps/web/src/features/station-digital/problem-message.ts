import {
  type DigitalImportColumn,
  type DigitalImportProblem,
  type DigitalProductKind,
  SLOT_IMPORT_MAX_BYTES,
  SLOT_IMPORT_MAX_ROWS,
  SLOT_IMPORT_MAX_SHEET_BYTES,
} from '@tvcm/contracts';
import { i18n } from '../../lib/i18n';
import { columnHeader, formatCount, formatFileSize } from './format';

/**
 * A problem of a streaming or 1-day file in Japanese: the generic messages of SPEC.md §5 where
 * they fit, the import's own otherwise, with the values the server named; a column the message
 * names is given by its heading.
 */
export function problemMessage({ code, params }: DigitalImportProblem, kind: DigitalProductKind): string {
  switch (code) {
    case 'required':
      return i18n.t('validation.required');
    case 'tooLong':
      return i18n.t('validation.maxLength', { max: formatCount(Number(params.max)) });
    case 'numeric':
      return i18n.t('validation.numeric');
    case 'numberMax':
      return i18n.t('validation.maxNumber', { max: formatCount(Number(params.max)) });
    case 'mismatch':
      return i18n.t('validation.mismatch', { target: columnHeader(String(params.target) as DigitalImportColumn, kind) });
    case 'fileTooLarge':
      return i18n.t('stationDigital.problems.fileTooLarge', { max: formatFileSize(SLOT_IMPORT_MAX_BYTES) });
    case 'sheetTooLarge':
      return i18n.t('stationDigital.problems.sheetTooLarge', { max: formatFileSize(SLOT_IMPORT_MAX_SHEET_BYTES) });
    case 'tooManyRows':
      return i18n.t('stationDigital.problems.tooManyRows', { max: formatCount(SLOT_IMPORT_MAX_ROWS) });
    case 'belowHeldOrSold':
      return i18n.t('stationDigital.problems.belowHeldOrSold', {
        held: formatCount(Number(params.held)),
        sold: formatCount(Number(params.sold)),
      });
    default:
      return i18n.t(`stationDigital.problems.${code}`, params);
  }
}
