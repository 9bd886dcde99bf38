import {
  SLOT_IMPORT_MAX_BYTES,
  SLOT_IMPORT_MAX_ROWS,
  SLOT_IMPORT_MAX_SHEET_BYTES,
  type SlotImportColumn,
  type SlotImportProblem,
} from '@tvcm/contracts';
import { i18n } from '../../lib/i18n';
import { columnHeader, formatCount, formatFileSize } from './format';

/**
 * A problem of an import file in Japanese: the generic messages of SPEC.md §5 where they fit
 * (required, too long, numeric, number too large, mismatch), the import's own otherwise, each
 * with the values the server named. A column the message names is given by its heading.
 */
export function problemMessage({ code, params }: SlotImportProblem): string {
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
      return i18n.t('validation.mismatch', { target: columnHeader(String(params.target) as SlotImportColumn) });
    case 'fileTooLarge':
      return i18n.t('stationSlots.problems.fileTooLarge', { max: formatFileSize(SLOT_IMPORT_MAX_BYTES) });
    case 'sheetTooLarge':
      return i18n.t('stationSlots.problems.sheetTooLarge', { max: formatFileSize(SLOT_IMPORT_MAX_SHEET_BYTES) });
    case 'tooManyRows':
      return i18n.t('stationSlots.problems.tooManyRows', { max: formatCount(SLOT_IMPORT_MAX_ROWS) });
    default:
      return i18n.t(`stationSlots.problems.${code}`, params);
  }
}
