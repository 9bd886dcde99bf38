export { displayWidth } from './display-width';
export { attachmentDisposition, datedFileName, type SpreadsheetFile, sendSpreadsheet } from './send-spreadsheet';
export {
  addSpreadsheetSheet,
  buildSpreadsheet,
  SPREADSHEET_CONTENT_TYPE,
  type SpreadsheetCellKind,
  type SpreadsheetColumn,
  type SpreadsheetDetail,
  type SpreadsheetInput,
  type SpreadsheetSheet,
  type SpreadsheetTotalsRow,
} from './spreadsheet';
