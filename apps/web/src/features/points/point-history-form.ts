import {
  businessDateSchema,
  POINT_HISTORY_MAX_DAYS,
  POINT_HISTORY_RULE_IDS,
  POINT_KINDS,
  pointHistoryQuerySchema,
} from '@tvcm/contracts';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { zodErrorMap } from '../../lib/zod-error-map';
import { historyQueryOf, type PointHistoryFilter } from './point-history-filter';

/** The filter form's fields: the period's first and last day (both shown, both included) and a kind or every kind (''). */
export const pointHistoryFormSchema = z
  .object({
    from: businessDateSchema,
    to: businessDateSchema,
    kind: z.enum(['', ...POINT_KINDS]),
  })
  .superRefine((values, context) => {
    // The API's own rules for a period, on what would be sent, reported on the end date.
    const checked = pointHistoryQuerySchema.safeParse(historyQueryOf(filterOfForm(values)));
    for (const issue of checked.error?.issues ?? []) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        input: values.to,
        params: issue.code === 'custom' ? issue.params : undefined,
      });
    }
  });
export type PointHistoryFormValues = z.infer<typeof pointHistoryFormSchema>;

/** The filter the form's fields make, from its first page. */
export function filterOfForm(values: PointHistoryFormValues): PointHistoryFilter {
  return { from: values.from, to: values.to, kind: values.kind || undefined, page: 1 };
}

export function formValuesOf(filter: PointHistoryFilter): PointHistoryFormValues {
  return { from: filter.from, to: filter.to, kind: filter.kind ?? '' };
}

/** The generic messages, with what to do about a period the wrong way round or too long. */
export const pointHistoryFormErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'custom':
      if (issue.params?.rule === POINT_HISTORY_RULE_IDS.endBeforeStart) return i18n.t('points.filter.endBeforeStart');
      if (issue.params?.rule === POINT_HISTORY_RULE_IDS.tooLong) {
        return i18n.t('points.filter.tooLong', { max: POINT_HISTORY_MAX_DAYS.toLocaleString('ja-JP') });
      }
      return zodErrorMap(issue);
    case 'invalid_format':
      // A date field left empty (or cleared) is a missing required item.
      return issue.input === '' ? i18n.t('validation.required') : zodErrorMap(issue);
    default:
      return zodErrorMap(issue);
  }
};
