import { type DigitalProductKind, STATION_DIGITAL_KINDS } from '@tvcm/contracts';

/** Each kind's page address; its API paths and licence rule are the contracts' (STATION_DIGITAL_KINDS). */
export const DIGITAL_PAGE_PATHS: Record<DigitalProductKind, string> = {
  STREAMING: '/station/import_cu',
  ONEDAY: '/station/import_oneday',
};

export const apiPathOf = (kind: DigitalProductKind) => STATION_DIGITAL_KINDS[kind].path;
