export { formatMonth, formatMonthRange, formatSlashDate as formatDate } from '../../lib/format-calendar';
export { formatPoints } from '../../lib/format-count';
