/** The points page, which the top bar's balance leads to. */
export const POINTS_PATH = '/agency/point_service/points';
