/** The two analyses, the station's upload page their empty state points to, and a booking's page. */
export const POST_BUY_PATHS = {
  station: '/station/analyze_all',
  agency: '/agency/analyze_all',
  stationUpload: '/station/import_cm_analyze_all',
} as const;

export const bookingDetailPath = (bookingId: number) => `/agency/bookings/${bookingId}`;
