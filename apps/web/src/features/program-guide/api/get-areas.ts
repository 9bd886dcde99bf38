// The areas query is shared with the plans (lib/area-queries.ts).
export { areasQueryOptions, useAreas } from '../../../lib/area-queries';
