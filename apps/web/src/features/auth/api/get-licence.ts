// The licence query is shared by every feature (lib/licence-query.ts); the login's files name it here.
export { getLicence, licenceKeys } from '../../../lib/licence-calls';
export { licenceQueryOptions, useLicence } from '../../../lib/licence-query';
