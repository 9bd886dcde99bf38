/** Company business types of SPEC.md §3. */
export const BUSINESS_TYPES = ['BROAD_CASTER', 'ADVERTISING_COMPANY', 'ADVERTISER', 'DATA_COMPANY'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Role ids of SPEC.md §3 and §6. */
export const ROLE_IDS = { generalUser: 1, administrator: 2 } as const;
export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS];

/** A company code starting with this prefix denotes a trial-type company. */
export const TRIAL_COMPANY_CODE_PREFIX = '00000T';

export function isTrialCompanyCode(companyCode: string): boolean {
  return companyCode.startsWith(TRIAL_COMPANY_CODE_PREFIX);
}

/** Function licence codes of SPEC.md §3. */
export const FUNCTION_LICENCES = {
  timetable: 'UA010000',
  slots: 'UA020000',
  slotsStreaming: 'UA020000_CU',
  slotsOneDay: 'UA020000_ONE',
  cart: 'UA030000',
  cartStreaming: 'UA030000_CU',
  booking: 'UA040000',
  bookingStreaming: 'UA040000_CU',
  planning: 'UA050000',
  cmAnalysis: 'UA060000',
  auctionList: 'UA070001',
  targetSearch: 'UA090000',
  digitalPlanning: 'UA100000',
  targetDataTop: 'UA110000',
  targetDataProcedure: 'UA120000',
  targetDataHistory: 'UA130000',
  broadcasterReception: 'UT010000',
  broadcasterReceptionStreaming: 'UT010000_CU',
  import: 'UT020000',
  importStreaming: 'UT020000_CU',
  importOneDay: 'UT020000_ONE',
  profit: 'UT030000',
  profitUser: 'UT030001',
  analysis: 'UT040000',
  analysisUpload: 'UT040002',
  auctionManagement: 'UT050000',
  dataSalesExamination: 'UD010000',
  dataSalesActual: 'UD020000',
  dataSalesManage: 'UD030000',
} as const;

export type FunctionLicenceCode = (typeof FUNCTION_LICENCES)[keyof typeof FUNCTION_LICENCES];
export const FUNCTION_LICENCE_CODES = Object.values(FUNCTION_LICENCES) as [FunctionLicenceCode, ...FunctionLicenceCode[]];

/** The licences each kind of company can hold; demo data and admin tools draw from these. */
export const AGENCY_LICENCES: readonly FunctionLicenceCode[] = FUNCTION_LICENCE_CODES.filter((code) => code.startsWith('UA'));
export const BROADCASTER_LICENCES: readonly FunctionLicenceCode[] = FUNCTION_LICENCE_CODES.filter((code) =>
  code.startsWith('UT'),
);
export const DATA_COMPANY_LICENCES: readonly FunctionLicenceCode[] = FUNCTION_LICENCE_CODES.filter((code) =>
  code.startsWith('UD'),
);
