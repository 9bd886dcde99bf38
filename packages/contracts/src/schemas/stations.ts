import { z } from 'zod';
import { idParam } from './ids';
import { isJapanesePhoneNumber, normaliseHyphens, normaliseText } from './japanese-text';
import { multiLineText, normaliseAccount, oneLineText, TEXT_RULE_IDS } from './plain-text';
import { stationSchema } from './program-guide';

/** The TV station page (/info/tvstation): stations by area with their sales terms, contact and notices. */

/** What a station keeps on the page, each field's maximum length the size of its column. */
export const STATION_PROFILE_MAX_LENGTHS = {
  coverage: 200,
  salesUnit: 500,
  tablesPublished: 500,
  salesWindow: 500,
  applicationDeadline: 500,
  contractNotice: 500,
  cancellation: 500,
  screening: 500,
  contactDepartment: 100,
  contactPhone: 20,
  contactEmail: 254,
  notices: 2000,
} as const;
export type StationProfileField = keyof typeof STATION_PROFILE_MAX_LENGTHS;

/** The sales terms, in the order a buyer reads them: what is sold, when, until when, and what follows an application. */
export const STATION_SALES_TERMS = [
  'salesUnit',
  'tablesPublished',
  'salesWindow',
  'applicationDeadline',
  'contractNotice',
  'cancellation',
  'screening',
] as const satisfies readonly StationProfileField[];
export type StationSalesTerm = (typeof STATION_SALES_TERMS)[number];

/** `issue.params.rule` of the profile's own checks, for the form to say what to type instead. */
export const STATION_PROFILE_RULE_IDS = {
  singleLine: TEXT_RULE_IDS.singleLine,
  multiLine: TEXT_RULE_IDS.multiLine,
  phone: 'phone',
  email: 'email',
} as const;

const singleLine = (field: StationProfileField) => oneLineText().trim().max(STATION_PROFILE_MAX_LENGTHS[field]);

/** Terms and notices run over several lines; a pasted Windows line break is stored as one line feed. */
const multiLine = (field: StationProfileField) =>
  multiLineText()
    .overwrite((value) => value.replace(/\r\n?/g, '\n').trim())
    .max(STATION_PROFILE_MAX_LENGTHS[field]);

/**
 * `PUT /stations/{stationId}/profile`: the whole profile at once. Every field may be empty (the
 * page then says it is not registered); a phone number or e-mail address given must be one.
 */
export const saveStationProfileRequestSchema = z.strictObject({
  coverage: singleLine('coverage'),
  salesUnit: multiLine('salesUnit'),
  tablesPublished: multiLine('tablesPublished'),
  salesWindow: multiLine('salesWindow'),
  applicationDeadline: multiLine('applicationDeadline'),
  contractNotice: multiLine('contractNotice'),
  cancellation: multiLine('cancellation'),
  screening: multiLine('screening'),
  contactDepartment: singleLine('contactDepartment'),
  /** Typed in any keyboard mode: full-width digits and the long-vowel mark fold to 03-0000-0000. */
  contactPhone: oneLineText()
    .overwrite((value) => normaliseHyphens(normaliseText(value)))
    .max(STATION_PROFILE_MAX_LENGTHS.contactPhone)
    .refine((value) => value === '' || isJapanesePhoneNumber(value), { params: { rule: STATION_PROFILE_RULE_IDS.phone } }),
  contactEmail: oneLineText()
    .overwrite(normaliseAccount)
    .max(STATION_PROFILE_MAX_LENGTHS.contactEmail)
    .refine((value) => value === '' || z.regexes.email.test(value), { params: { rule: STATION_PROFILE_RULE_IDS.email } }),
  notices: multiLine('notices'),
});
export type SaveStationProfileRequest = z.output<typeof saveStationProfileRequestSchema>;
export type SaveStationProfileRequestInput = z.input<typeof saveStationProfileRequestSchema>;

export const stationProfileSchema = z.object({
  coverage: z.string(),
  salesUnit: z.string(),
  tablesPublished: z.string(),
  salesWindow: z.string(),
  applicationDeadline: z.string(),
  contractNotice: z.string(),
  cancellation: z.string(),
  screening: z.string(),
  contactDepartment: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  notices: z.string(),
  updatedAt: z.string(),
});
export type StationProfile = z.infer<typeof stationProfileSchema>;

export const stationWithProfileSchema = stationSchema.extend({
  /** Null until the station registers its terms. */
  profile: stationProfileSchema.nullable(),
  /** The caller administers the broadcaster company that sells the station's slots. */
  editable: z.boolean(),
});
export type StationWithProfile = z.infer<typeof stationWithProfileSchema>;

export const stationAreaSchema = z.object({
  code: z.string(),
  name: z.string(),
  stations: z.array(stationWithProfileSchema),
});
export type StationArea = z.infer<typeof stationAreaSchema>;

/** `GET /stations`: the areas in order, each with its stations in remote-key order. */
export const stationsResponseSchema = z.object({ areas: z.array(stationAreaSchema) });
export type StationsResponse = z.infer<typeof stationsResponseSchema>;

export const stationIdParamsSchema = z.object({ stationId: idParam() });
