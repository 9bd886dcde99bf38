/** The company's actual-ratings uploads: an upload refreshes the history below `all`. */
export const airedRatingKeys = {
  all: ['airedRatings'] as const,
  history: () => [...airedRatingKeys.all, 'history'] as const,
};
