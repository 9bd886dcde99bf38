import {
  type AgencyAnalysis,
  type AreasResponse,
  BROADCASTER_LICENCES,
  type DeliveryFigures,
  type EstimateAccuracy,
  type FunctionLicenceCode,
  type StationAnalysis,
  type UnderDeliveredSlot,
} from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { type ApiHandlers, jsonResponse } from '../../../test/mock-api';
import { buildLicence } from '../../../test/shell-fixtures';
import { AgencyAnalysisPage } from './agency-analysis-page';
import { StationAnalysisPage } from './station-analysis-page';

/** For tests only: the pages at their addresses, without the shell and the licence guard around them. */
export const postBuyRoutes: RouteObject[] = [
  { path: '/station/analyze_all', element: <StationAnalysisPage /> },
  { path: '/agency/analyze_all', element: <AgencyAnalysisPage /> },
  { path: '*', element: <p>other page</p> },
];

/** A station company's licences: every broadcaster licence unless `licences` names fewer. */
export function stationLicenceHandlers(licences: readonly FunctionLicenceCode[] = BROADCASTER_LICENCES): ApiHandlers {
  return {
    'GET /api/auth/licenses/base': () =>
      jsonResponse(
        200,
        buildLicence({ company: { code: '0000T00001', functionLicenses: [...licences], businessType: 'BROAD_CASTER' } }),
      ),
  };
}

export function buildAccuracy(overrides: Partial<EstimateAccuracy> = {}): EstimateAccuracy {
  return {
    key: 'all',
    name: null,
    breaks: 120,
    meanEstimate: 850,
    meanActual: 782,
    meanAbsoluteError: 95,
    bias: -68,
    biasPercent: -8,
    ...overrides,
  };
}

export function buildStationAnalysis(overrides: Partial<StationAnalysis> = {}): StationAnalysis {
  return {
    stations: [
      { id: 11, name: 'デモテレビ' },
      { id: 12, name: 'デモBS' },
    ],
    breaks: 140,
    compared: 120,
    totals: buildAccuracy(),
    byWeekdayBand: [
      { ...buildAccuracy({ key: '4:golden', breaks: 20, meanEstimate: 1_200, meanActual: 1_050 }), weekday: 4, band: 'golden' },
      {
        ...buildAccuracy({ key: '0:morning', breaks: 30, meanEstimate: 420, meanActual: 431, bias: 11, biasPercent: 2.6 }),
        weekday: 0,
        band: 'morning',
      },
    ],
    byProgramme: [
      buildAccuracy({ key: 'ニュース7', name: 'ニュース7', breaks: 40 }),
      buildAccuracy({ key: '', name: null, breaks: 5 }),
    ],
    byTarget: [
      buildAccuracy({ key: 'individual' }),
      buildAccuracy({ key: 'core', meanEstimate: 400, meanActual: 380, bias: -20, biasPercent: -5 }),
    ],
    realised: {
      slots: 36,
      revenue: 5_400_000,
      estimatedGrp: 30_600,
      deliveredGrp: 28_152,
      estimatedPerCost: 17_647,
      realisedPerCost: 19_181,
    },
    heatmap: [
      { weekday: 0, hour: 7, breaks: 30, meanActual: 431 },
      { weekday: 4, hour: 20, breaks: 20, meanActual: 1_050 },
    ],
    ...overrides,
  };
}

export const AREAS: AreasResponse = {
  areas: [
    {
      code: 'kanto',
      name: '関東',
      stations: [
        {
          id: 3,
          code: 'ST3',
          name: '関東テレビ',
          shortName: '関東TV',
          areaCode: 'kanto',
          network: { code: 'N', name: 'ネット', colour: '#123456' },
          remoteKey: 3,
        },
      ],
      firstOnSaleDate: '2026-12-01',
    },
    { code: 'kansai', name: '関西', stations: [], firstOnSaleDate: '2026-12-02' },
  ],
};

export function buildDelivery(overrides: Partial<DeliveryFigures> = {}): DeliveryFigures {
  return {
    key: 'all',
    name: null,
    slots: 10,
    measuredSlots: 8,
    bookedGrp: 8_000,
    deliveredGrp: 6_800,
    shortfallGrp: 1_200,
    bookedImpressions: 3_200_000,
    deliveredImpressions: 2_720_000,
    deliveryPercent: 85,
    ...overrides,
  };
}

export function buildUnderDelivered(overrides: Partial<UnderDeliveredSlot> = {}): UnderDeliveredSlot {
  return {
    bookingId: 41,
    applicationNumber: 'A-2026-0041',
    advertiserName: 'デモ食品',
    stationId: 3,
    areaCode: 'kanto',
    stationName: '関東テレビ',
    slotId: 9001,
    broadcastDate: '2026-10-14',
    startSecond: 15 * 3600,
    programmeTitle: '夜のドラマ',
    units: 1,
    price: 300_000,
    estimatedRating: 1_000,
    actualRating: 700,
    deliveryPercent: 70,
    substitute: {
      slotId: 9100,
      broadcastDate: '2026-12-09',
      startSecond: 15 * 3600 + 600,
      programmeTitle: '水曜ドラマ',
      lengthSeconds: 15,
      price: 280_000,
      estimatedRating: 1_050,
      perCost: 26_667,
      unitsLeft: 2,
    },
    ...overrides,
  };
}

export function buildAgencyAnalysis(overrides: Partial<AgencyAnalysis> = {}): AgencyAnalysis {
  return {
    totals: buildDelivery(),
    byBooking: [
      { ...buildDelivery({ key: '41', name: 'A-2026-0041' }), advertiserName: 'デモ食品', stationName: '関東テレビ' },
      {
        ...buildDelivery({ key: '42', name: null, shortfallGrp: -300, deliveryPercent: 104, measuredSlots: 2 }),
        advertiserName: null,
        stationName: '関東テレビ',
      },
    ],
    byAdvertiser: [{ ...buildDelivery({ key: '5', name: 'デモ食品' }), industry: 'FOOD' }],
    byStation: [buildDelivery({ key: '3', name: '関東テレビ' })],
    byMonth: [buildDelivery({ key: '2026-10' })],
    byPlan: [buildDelivery({ key: '7', name: '年末キャンペーン' })],
    underDelivered: [buildUnderDelivered(), buildUnderDelivered({ slotId: 9002, substitute: null, deliveryPercent: 55.5 })],
    heatmap: [{ weekday: 2, hour: 21, breaks: 12, meanActual: 980 }],
    ...overrides,
  };
}
