import type { DataPurchase, ManagedSegment, SegmentValuesPreview, SegmentVersion } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { ExaminationsPage } from './examinations-page';
import { SalesActualsPage } from './sales-actuals-page';
import { SegmentManagementPage } from './segment-management-page';

/** For tests only: the pages at their addresses, without the shell and the licence guard around them. */
export const dataSalesRoutes: RouteObject[] = [
  { path: '/data_sales/sales/management', element: <SegmentManagementPage /> },
  { path: '/data_sales/sales/examinations', element: <ExaminationsPage /> },
  { path: '/data_sales/sales/actuals', element: <SalesActualsPage /> },
];

export function buildVersion(overrides: Partial<SegmentVersion> = {}): SegmentVersion {
  return {
    version: 1,
    fileName: '自動車購入意向_11月.csv',
    cells: 12_000,
    suppressedCells: 240,
    uploadedAt: '2026-11-20T01:00:00.000Z',
    uploadedBy: '伊藤 直樹',
    ...overrides,
  };
}

/** A published segment over 関東 with one version and two licences in force. */
export function buildSegment(overrides: Partial<ManagedSegment> = {}): ManagedSegment {
  const version = buildVersion();
  return {
    id: 7,
    name: '自動車購入意向層',
    definition: '半年以内に自動車の購入を検討している人',
    method: 'PANEL',
    sampleSize: 12_000,
    areas: [{ area: 'kanto', areaName: '関東', universe: 2_400_000 }],
    coverageFrom: '2026-10',
    coverageTo: '2027-03',
    pricePoints: 50_000,
    previewCells: 24,
    minPanelCount: 30,
    status: 'PUBLISHED',
    currentVersion: version,
    versions: [version],
    activeLicences: 2,
    updatedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

export function buildPurchase(overrides: Partial<DataPurchase> = {}): DataPurchase {
  return {
    id: 31,
    segment: { id: 7, name: '自動車購入意向層' },
    provider: { code: '0000D00001', name: 'デモデータ株式会社' },
    buyer: { code: '0000A00001', name: 'デモ広告株式会社' },
    applicant: '佐藤 一郎',
    areas: [{ area: 'kanto', areaName: '関東' }],
    monthFrom: '2026-12',
    monthTo: '2026-12',
    startsOn: '2026-12-01',
    endsOn: '2026-12-31',
    points: 50_000,
    purpose: '年末キャンペーンの枠選定',
    status: 'EXAMINING',
    state: 'EXAMINING',
    appliedAt: '2026-11-24T02:00:00.000Z',
    examinedAt: null,
    examinedBy: null,
    returnReason: null,
    ...overrides,
  };
}

export function buildValuesPreview(overrides: Partial<SegmentValuesPreview> = {}): SegmentValuesPreview {
  return {
    fileName: '自動車購入意向_12月.csv',
    encoding: 'CP932',
    rows: 3,
    cells: 3,
    suppressedCells: 1,
    stations: 1,
    dateFrom: '2026-12-01',
    dateTo: '2026-12-01',
    problems: [],
    problemsTruncated: false,
    nextVersion: 2,
    ...overrides,
  };
}
