import { i18n } from '../../../lib/i18n';
import type { PlanRefusal } from '../api/plan-refusal';

/** The Japanese message of a refusal the plan pages explain themselves (PLN00001 with its reason, PLN04001, PLN00002, TGD03002). */
export function planRefusalMessage(refusal: PlanRefusal): string {
  switch (refusal.kind) {
    case 'infeasible':
      return refusal.reason ? i18n.t(`plannings.refusals.${refusal.reason}`) : i18n.t('errors.PLN00001');
    case 'notFound':
      return i18n.t('errors.PLN04001');
    case 'empty':
      return i18n.t('errors.PLN00002');
    case 'segmentNotLicensed':
      return i18n.t('plannings.refusals.segmentNotLicensed');
  }
}
