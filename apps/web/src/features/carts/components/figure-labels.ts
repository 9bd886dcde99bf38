import type { CartFigureQuery } from '@tvcm/contracts';
import type { TFunction } from '../../../lib/i18n';

/** The chosen target and rating type in words, for the labels of ratings, per-cost and GRP. */
export function figureLabels(t: TFunction, figures: CartFigureQuery) {
  return {
    target: t(`carts.targets.${figures.target}`),
    ratingType: t(`carts.ratingTypes.${figures.ratingType}`),
  };
}
