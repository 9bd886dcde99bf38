import { type BusinessType, type FunctionLicenceCode, FUNCTION_LICENCES as L } from './licences';
import type { LicenseResponse } from './schemas/user';

/**
 * A condition on what a user holds: the licence answer of `GET /auth/licenses/base`, which the
 * API builds for the caller on every licence-gated request and the web holds after login.
 */
export type LicenceRule = (licence: LicenseResponse) => boolean;

export const always: LicenceRule = () => true;

/** The company holds the function licence. */
export const company =
  (code: FunctionLicenceCode): LicenceRule =>
  (licence) =>
    licence.company.functionLicenses.includes(code);

/** The company holds the licence and the user has been given it too (SPEC.md §6). */
export const companyAndUser =
  (code: FunctionLicenceCode): LicenceRule =>
  (licence) =>
    licence.company.functionLicenses.includes(code) && licence.functionLicenses.includes(code);

export const isAdmin: LicenceRule = (licence) => licence.isAdmin;

export const pointService: LicenceRule = (licence) => licence.isPointServiceAvailable;

export const businessType =
  (type: BusinessType): LicenceRule =>
  (licence) =>
    licence.company.businessType === type;

export const allOf =
  (...rules: LicenceRule[]): LicenceRule =>
  (licence) =>
    rules.every((rule) => rule(licence));

export const anyOf =
  (...rules: LicenceRule[]): LicenceRule =>
  (licence) =>
    rules.some((rule) => rule(licence));

const isBroadcaster = businessType('BROAD_CASTER');
const anyAgencyLicence: LicenceRule = (licence) => licence.company.functionLicenses.some((code) => code.startsWith('UA'));

/**
 * One named rule per capability. The side menu, the web's route guards and the API's route
 * declarations all refer to these names, so a capability is granted or refused alike everywhere.
 */
export const ACCESS_RULES = {
  timetable: company(L.timetable),
  slots: company(L.slots),
  /**
   * The areas and their stations: to search in (the timetable, the slot lists, target search), to
   * plan over, to buy target data for, and for a data company to say which areas a segment covers.
   */
  slotSearch: anyOf(
    company(L.timetable),
    company(L.slots),
    company(L.planning),
    company(L.digitalPlanning),
    company(L.targetSearch),
    company(L.targetDataTop),
    company(L.targetDataProcedure),
    companyAndUser(L.dataSalesManage),
  ),
  slotsStreaming: company(L.slotsStreaming),
  slotsOneDay: company(L.slotsOneDay),
  /** The areas and stations to search streaming and 1-day products in: for either search. */
  digitalSearch: anyOf(company(L.slotsStreaming), company(L.slotsOneDay)),
  planning: company(L.planning),
  digitalPlanning: company(L.digitalPlanning),
  targetSearch: company(L.targetSearch),
  targetDataTop: company(L.targetDataTop),
  targetDataProcedure: company(L.targetDataProcedure),
  targetDataHistory: company(L.targetDataHistory),
  cart: company(L.cart),
  cartStreaming: company(L.cartStreaming),
  booking: company(L.booking),
  bookingStreaming: company(L.bookingStreaming),
  /** Advertiser settings belong to booking: who a booking is for. */
  advertiserSettings: company(L.booking),
  cmAnalysis: company(L.cmAnalysis),
  auctionBids: company(L.auctionList),
  reception: company(L.broadcasterReception),
  receptionStreaming: company(L.broadcasterReceptionStreaming),
  import: companyAndUser(L.import),
  importStreaming: companyAndUser(L.importStreaming),
  importOneDay: companyAndUser(L.importOneDay),
  salesManagement: allOf(isBroadcaster, company(L.profit), companyAndUser(L.profitUser)),
  stationAnalysis: company(L.analysis),
  stationAnalysisUpload: company(L.analysisUpload),
  auctionManagement: company(L.auctionManagement),
  /** A station administrator decides who may buy its slots: purchase licences and trial users. */
  stationPermissions: allOf(isBroadcaster, isAdmin),
  /** A station administrator keeps its stations' sales terms, contact and notices on the TV station page. */
  stationProfileEdit: allOf(isBroadcaster, isAdmin),
  dataSalesExamination: company(L.dataSalesExamination),
  dataSalesActual: company(L.dataSalesActual),
  dataSalesManage: companyAndUser(L.dataSalesManage),
  points: pointService,
  userAdministration: isAdmin,
  /** Any logged-in user: pages every company sees (the TV station pages, the guides). */
  anyUser: always,
  // The menu sections' headings (SPEC.md §6).
  agencySection: anyAgencyLicence,
  /** "broadcast app, assignment with user licence, profit, or broadcaster admin" (SPEC.md §6). */
  broadcasterSection: anyOf(
    company(L.broadcasterReception),
    company(L.broadcasterReceptionStreaming),
    companyAndUser(L.import),
    companyAndUser(L.importStreaming),
    companyAndUser(L.importOneDay),
    company(L.profit),
    allOf(isBroadcaster, isAdmin),
  ),
  dataCompanySection: anyOf(company(L.dataSalesExamination), company(L.dataSalesActual), companyAndUser(L.dataSalesManage)),
} as const satisfies Record<string, LicenceRule>;

export type AccessRuleName = keyof typeof ACCESS_RULES;

/**
 * What a caller must present to reach an API route. Every route declares one; the API refuses to
 * start with a route that does not.
 * - `public`: anyone (the login itself, the session probe, browser event reports).
 * - `clientToken`: the bearer token of a registered client (the pre-login pages).
 * - `session`: a logged-in user who has accepted the terms of service.
 * - `sessionBeforeTerms`: a logged-in user, terms accepted or not: what the login and the terms
 *   gate themselves need (the user, licence and login history, the profile update, logout).
 * - `{ licence }`: a logged-in user with accepted terms whom the named rule lets in.
 */
export type RouteAccess = 'public' | 'clientToken' | 'session' | 'sessionBeforeTerms' | { licence: AccessRuleName };

export function licenceRuleOf(access: RouteAccess): AccessRuleName | undefined {
  return typeof access === 'object' ? access.licence : undefined;
}
