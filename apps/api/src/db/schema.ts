import type {
  BookingItemStatus,
  BookingStatus,
  BusinessType,
  CartStatus,
  DataPurchaseStatus,
  DeclineReason,
  Industry,
  MessageKind,
  MessageSide,
  PasswordTokenPurpose,
  PlanGoal,
  PointKind,
  PurchaseOfferStatus,
  SegmentMethod,
  SegmentStatus,
  SlotPosition,
  StreamingBookingStatus,
  Target,
  TradeService,
  TrialGrantAction,
  TrialGrantScope,
  UserAdminAction,
  UserStatus,
} from '@tvcm/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Timestamps are ISO-8601 UTC strings on both engines (text on SQLite, timestamptz on
 * PostgreSQL read back as ISO), and flags are 0/1 integers, so rows look the same everywhere.
 */
export interface CompaniesTable {
  id: Generated<number>;
  code: string;
  name: string;
  business_type: BusinessType;
  is_point_service_available: number;
  created_at: string;
  /** A trial company's registrant's user type (SPEC.md §3, 1–5); null for companies made otherwise. */
  registered_user_type: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CompanyFunctionLicensesTable {
  company_id: number;
  code: string;
}

export interface UsersTable {
  id: Generated<number>;
  account: string;
  display_name: string;
  role_id: number;
  company_id: number;
  password_hash: string;
  is_terms_of_service: number;
  /** Invited users log in once they set a password from the invitation; deactivated ones not at all. */
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  created_at: string;
  updated_at: string;
  /**
   * Set only on an invitation placeholder: the address an administrator invited that has an account
   * in another company. Its `account` is then a value no one can log in with.
   */
  invited_address: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserFunctionLicensesTable {
  user_id: number;
  code: string;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  absolute_expires_at: string;
}

export interface LoginHistoriesTable {
  id: Generated<number>;
  user_id: number;
  session_id: string;
  ip_address: string | null;
  user_agent: string | null;
  logged_in_at: string;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

/**
 * The point ledger: append-only (database triggers refuse UPDATE and DELETE), each entry with the
 * balance after it. Entries are written only together with `point_balances` (points.ledger.ts).
 */
export interface PointTransactionsTable {
  id: Generated<number>;
  company_id: number;
  kind: ColumnType<PointKind, PointKind | undefined, never>;
  /** Positive when points are granted or bought, negative when spent. */
  amount: number;
  /** The entry's description as the customer reads it. */
  reason: string;
  /** Never below zero (a CHECK constraint). */
  balance_after: ColumnType<number, number | undefined, never>;
  user_id: ColumnType<number | null, number | null | undefined, never>;
  /** JST date the granted or bought points expire on. */
  expires_on: ColumnType<string | null, string | null | undefined, never>;
  created_at: string;
}

/** A company's current balance: never below zero (a CHECK constraint), moved only with a ledger entry. */
export interface PointBalancesTable {
  company_id: number;
  balance: number;
}

/** Who changed which user of a company, and how; `detail` is JSON `{from, to}` where there is a before and after. */
export interface UserAdminEventsTable {
  id: Generated<number>;
  company_id: number;
  actor_user_id: number | null;
  target_user_id: number | null;
  action: UserAdminAction;
  detail: string | null;
  created_at: string;
}

/** The cart a user adds to by default (the program guide's current cart): one per user. */
export interface CurrentCartsTable {
  user_id: number;
  cart_id: number;
  updated_at: string;
}

export interface CartsTable {
  id: Generated<number>;
  company_id: number;
  /** The company a cart was sent to, which sees it as a received cart. */
  recipient_company_id: number | null;
  service: TradeService;
  status: CartStatus;
  /** Set by the first slot added, cleared when the last one goes: a cart holds one area. */
  area: string | null;
  name: ColumnType<string, string | undefined, string>;
  created_by_user_id: number | null;
  /** On a received cart: the company that sent it (the copy is the receiver's own). */
  sent_by_company_id: ColumnType<number | null, number | null | undefined, number | null>;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  applied_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface AreasTable {
  code: string;
  name: string;
  sort_order: number;
}

export interface NetworksTable {
  code: string;
  name: string;
  colour: string;
  sort_order: number;
}

export interface StationsTable {
  id: Generated<number>;
  code: string;
  area_code: string;
  network_code: string;
  /** The broadcaster company that sells the station's slots. */
  company_id: number;
  name: string;
  short_name: string;
  remote_key: number;
}

/** The inventory's version of an area: one more with every write to its slots or programmes (decision 016). */
export interface InventoryVersionsTable {
  area_code: string;
  version: number;
}

/** People (or households) a target counts in an area, for CPM. */
export interface TargetUniversesTable {
  area_code: string;
  target: string;
  universe: number;
}

/** A programme on a station's broadcast day: date (JST) and seconds from 05:00. */
export interface ProgrammesTable {
  id: Generated<number>;
  station_id: number;
  area_code: string;
  broadcast_date: string;
  start_second: number;
  end_second: number;
  title: string;
}

type RatingColumns = {
  [Column in `rating_${'realtime' | 'pc7'}_${Target}` | 'rating_household4w_household']: number | null;
};

/** A sellable CM position; ratings in basis points of a percent, money in yen. */
export interface SlotsTable extends RatingColumns {
  id: Generated<number>;
  station_id: number;
  area_code: string;
  programme_id: number | null;
  broadcast_date: string;
  /** Of the broadcast date, Monday 0 to Sunday 6. */
  weekday: number;
  start_second: number;
  length_seconds: number;
  position: SlotPosition;
  kind: number;
  price: number;
  units_on_sale: number;
  units_held: ColumnType<number, number | undefined, number>;
  units_sold: ColumnType<number, number | undefined, number>;
  sales_start: string;
  sales_end: string;
  status: 'ON_SALE' | 'WITHDRAWN';
  updated_at: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  /** A line names a slot or a digital product, never both; its kind says which. */
  product_kind: ColumnType<LineProductKind, LineProductKind | undefined, LineProductKind>;
  slot_id: ColumnType<number | null, number | null | undefined, number | null>;
  digital_product_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The product's and the cart's area at once (composite foreign keys to both). */
  area_code: string;
  quantity: number;
  /** A streaming line's targeting (a target code or `area:…`), priced at its surcharge. */
  target: ColumnType<string | null, string | null | undefined, string | null>;
  added_at: string;
}

export type DigitalProductKind = 'STREAMING' | 'ONEDAY';
/** The inventory's product kinds, as a cart line or booking item stores its own. */
export type LineProductKind = 'slot' | 'streaming' | 'oneday';

/** Streaming (one unit: 1,000 impressions at the CPM) and 1-day products (one unit: the day of a surface). */
export interface DigitalProductsTable {
  id: Generated<number>;
  kind: DigitalProductKind;
  station_id: number;
  area_code: string;
  code: string;
  title: string;
  genre: string | null;
  episode_from: string | null;
  episode_to: string | null;
  delivery_start: string;
  delivery_end: string;
  ad_lengths: string;
  unit_price: number;
  estimated_impressions: number | null;
  minimum_units: ColumnType<number, number | undefined, number>;
  units_on_sale: number;
  units_held: ColumnType<number, number | undefined, number>;
  units_sold: ColumnType<number, number | undefined, number>;
  sales_start: string;
  sales_end: string;
  status: 'ON_SALE' | 'WITHDRAWN';
  created_at: string;
  updated_at: string;
}

export interface DigitalProductTargetsTable {
  product_id: number;
  target: string;
  surcharge_percent: number;
}

/** A broadcaster company lets a trial company see (or also apply for) its stations' slots. */
export interface TrialPermissionsTable {
  id: Generated<number>;
  station_company_id: number;
  trial_company_id: number;
  scope: TrialGrantScope;
  valid_from: string;
  valid_until: string | null;
  granted_by_user_id: number | null;
  granted_at: string;
  revoked_at: string | null;
}

/** Who granted, changed or revoked a trial company's grant, and to what: the permission page's audit trail. */
export interface TrialPermissionEventsTable {
  id: Generated<number>;
  station_company_id: number;
  trial_company_id: number;
  action: TrialGrantAction;
  scope: TrialGrantScope | null;
  valid_from: string | null;
  valid_until: string | null;
  user_id: number | null;
  created_at: string;
}

/** One committed slot import of a station company: who sent which file and what it did. */
export interface SlotImportsTable {
  id: Generated<number>;
  company_id: number;
  user_id: number | null;
  file_name: string;
  file_sha256: string;
  /** The encoding the file was read in: 'UTF-8' or 'CP932'. */
  encoding: string;
  row_count: number;
  created_count: number;
  changed_count: number;
  unchanged_count: number;
  /** Rows reported and not applied (they would break held or sold units or applications). */
  skipped_count: number;
  created_at: string;
  /** What the file held: `SLOT` (TV slots), `STREAMING` or `ONEDAY`. */
  product_kind: ColumnType<ImportProductKind, ImportProductKind | undefined, ImportProductKind>;
}

export type ImportProductKind = 'SLOT' | DigitalProductKind;

/** A station's sales terms, contact and notices on the TV station page; one row per station. */
export interface StationProfilesTable {
  station_id: number;
  coverage: ColumnType<string, string | undefined, string>;
  sales_unit: ColumnType<string, string | undefined, string>;
  tables_published: ColumnType<string, string | undefined, string>;
  sales_window: ColumnType<string, string | undefined, string>;
  application_deadline: ColumnType<string, string | undefined, string>;
  contract_notice: ColumnType<string, string | undefined, string>;
  cancellation: ColumnType<string, string | undefined, string>;
  screening: ColumnType<string, string | undefined, string>;
  contact_department: ColumnType<string, string | undefined, string>;
  contact_phone: ColumnType<string, string | undefined, string>;
  contact_email: ColumnType<string, string | undefined, string>;
  notices: ColumnType<string, string | undefined, string>;
  updated_at: string;
  updated_by_user_id: number | null;
}

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Flag = ColumnType<number, number | undefined, number>;

/**
 * One application to one station, which the station sees as a reception. TV rows carry every
 * application column; streaming (CU) rows keep only the first few (their flow is not built yet).
 */
export interface BookingsTable {
  id: Generated<number>;
  buyer_company_id: number;
  /** The station's company. */
  seller_company_id: number;
  service: TradeService;
  status: BookingStatus | StreamingBookingStatus;
  application_date: string;
  updated_at: string;
  application_number: Nullable<string>;
  station_id: Nullable<number>;
  cart_id: Nullable<number>;
  applied_by_user_id: Nullable<number>;
  advertiser_id: Nullable<number>;
  product_name: Nullable<string>;
  cm_length_seconds: Nullable<number>;
  material_note: Nullable<string>;
  contact_name: Nullable<string>;
  contact_phone: Nullable<string>;
  contact_email: Nullable<string>;
  terms_agreed_at: Nullable<string>;
  assignee_user_id: Nullable<number>;
  /** 1 while the station has answered and the buyer has not opened the booking. */
  buyer_attention: Flag;
  /** 1 while the station has not opened a new application. */
  station_attention: Flag;
  buyer_read_message_id: Flag;
  station_read_message_id: Flag;
  check_screening: Flag;
  check_material: Flag;
  check_competitors: Flag;
  check_units: Flag;
  check_time_limit: Flag;
  /** When the booking reached an end state (contracted, declined, cancelled). */
  closed_at: Nullable<string>;
  /** The first and last broadcast day of its items (yyyy-MM-dd), kept for the lists' filter and sort. */
  air_from: Nullable<string>;
  air_to: Nullable<string>;
}

export interface BookingItemsTable {
  id: Generated<number>;
  booking_id: number;
  /** An item names a slot or a digital product, never both; its kind says which. */
  product_kind: ColumnType<LineProductKind, LineProductKind | undefined, LineProductKind>;
  slot_id: ColumnType<number | null, number | null | undefined, number | null>;
  digital_product_id: ColumnType<number | null, number | null | undefined, number | null>;
  target: ColumnType<string | null, string | null | undefined, string | null>;
  units: number;
  /** What was asked for, when the station accepted fewer units (a streaming item's partial acceptance). */
  applied_units: ColumnType<number | null, number | null | undefined, number | null>;
  /** A streaming item after its delivery window: the impressions delivered, and the station's note. */
  delivered_impressions: ColumnType<number | null, number | null | undefined, number | null>;
  delivery_note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The slot's price per unit when applied for. */
  unit_price: number;
  status: BookingItemStatus;
  decline_reason: Nullable<DeclineReason>;
  decline_note: Nullable<string>;
  decided_at: Nullable<string>;
  decided_by_user_id: Nullable<number>;
}

export interface BookingMessagesTable {
  id: Generated<number>;
  booking_id: number;
  side: MessageSide;
  kind: MessageKind;
  body: string;
  sender_user_id: number | null;
  created_at: string;
}

export interface BookingStatusHistoryTable {
  id: Generated<number>;
  booking_id: number;
  from_status: string | null;
  to_status: string;
  changed_by_user_id: number | null;
  changed_by_company_id: number | null;
  changed_at: string;
  /** STATUS: from → to; ASSIGNMENT: the reception taken or handed to `assignee_user_id` (from = to). */
  kind: ColumnType<'STATUS' | 'ASSIGNMENT', 'STATUS' | 'ASSIGNMENT' | undefined, never>;
  assignee_user_id: number | null;
}

/** Who a company buys for: its own advertisers (an agency's clients, or an advertiser itself). */
export interface AdvertisersTable {
  id: Generated<number>;
  company_id: number;
  /** Four digits, unique within the company. */
  code: string;
  name: string;
  industry: Industry;
  /** The advertiser's own company on this service, when it has one. */
  linked_company_id: number | null;
  created_at: string;
  updated_at: string;
  archived_at: Nullable<string>;
}

export interface AdvertiserBrandsTable {
  id: Generated<number>;
  advertiser_id: number;
  name: string;
  sort_order: number;
}

/** An agency and an advertiser company that work together: they may send each other carts. */
export interface CompanyPartnersTable {
  agency_company_id: number;
  advertiser_company_id: number;
  created_at: string;
}

/** A partnership one side asked for and the other has not accepted yet. */
export interface PartnershipRequestsTable {
  agency_company_id: number;
  advertiser_company_id: number;
  /** The agency or the advertiser company: whichever asked. */
  requested_by_company_id: number;
  created_at: string;
}

export interface PurchaseOffersTable {
  id: Generated<number>;
  buyer_company_id: number;
  seller_company_id: number;
  service: TradeService;
  status: PurchaseOfferStatus;
  created_at: string;
  updated_at: string;
}

export interface OauthClientsTable {
  client_id: string;
  secret_hash: string;
  name: string;
  created_at: string;
}

export interface OauthAccessTokensTable {
  token_hash: string;
  client_id: string;
  created_at: string;
  expires_at: string;
}

export interface ClientEventsTable {
  id: Generated<number>;
  /** `events` or `legacy-ass`, the endpoint the browser reported to. */
  channel: string;
  type: string;
  user_id: number | null;
  /** The event as JSON text, bounded by the endpoint's body limit. */
  payload: string;
  ip_address: string | null;
  created_at: string;
}

export type MailStatus = 'PENDING' | 'SENT' | 'FAILED';

/** A queue of mails: each is sent by one process at a time (the lease) and retried with backoff. */
export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  created_at: string;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When a PENDING mail is next due. */
  next_attempt_at: string | null;
  /** Until when the process that claimed it may send it; after that another may. */
  lease_until: string | null;
  /** Text and HTML bodies, encrypted (lib/sealed-box); dropped once the mail is sent or has failed for good. */
  sealed_body: string | null;
  /** Set once the SMTP server accepted the mail (or, without SMTP_URL, it was written to the log). */
  sent_at: string | null;
  /** Why the last delivery attempt failed. */
  error: string | null;
}

export type TrialRegistrationStatus = 'PENDING' | 'COMPLETED' | 'WITHDRAWN';

export interface TrialRegistrationsTable {
  id: Generated<number>;
  /** Lowercased; becomes the account of the trial company's first user. */
  email: string;
  status: TrialRegistrationStatus;
  /** The normalised entry form as JSON text. */
  payload: string;
  confirm_token_hash: string;
  withdraw_token_hash: string;
  /** The Idempotency-Key header of the submission, so a repeated submission is answered, not repeated. */
  idempotency_key: string | null;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
  withdrawn_at: string | null;
  /** The mail with the confirmation link; an entry whose mail failed for good blocks nothing. */
  confirmation_mail_id: number | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  purpose: ColumnType<PasswordTokenPurpose, PasswordTokenPurpose | undefined, PasswordTokenPurpose>;
}

/** Named counters, advanced inside the transaction that uses the number (portable across both engines). */
export interface SequencesTable {
  name: string;
  value: number;
}

/** Failed logins under one key (account and address, address, or account) in the current window. */
export interface LoginThrottlesTable {
  key: string;
  failures: number;
  window_ends_at: string;
  /** Set on account keys once their failures pass the backoff threshold. */
  blocked_until: string | null;
}

/** A place a user has logged in from: the hash of an address or of a browser's device id. */
export interface LoginKnownClientsTable {
  user_id: number;
  client_hash: string;
  last_success_at: string;
}

export interface Database {
  companies: CompaniesTable;
  company_function_licenses: CompanyFunctionLicensesTable;
  users: UsersTable;
  user_function_licenses: UserFunctionLicensesTable;
  sessions: SessionsTable;
  login_histories: LoginHistoriesTable;
  rate_limits: RateLimitsTable;
  point_transactions: PointTransactionsTable;
  point_balances: PointBalancesTable;
  user_admin_events: UserAdminEventsTable;
  carts: CartsTable;
  current_carts: CurrentCartsTable;
  bookings: BookingsTable;
  purchase_offers: PurchaseOffersTable;
  oauth_clients: OauthClientsTable;
  oauth_access_tokens: OauthAccessTokensTable;
  client_events: ClientEventsTable;
  mail_outbox: MailOutboxTable;
  trial_registrations: TrialRegistrationsTable;
  password_reset_tokens: PasswordResetTokensTable;
  sequences: SequencesTable;
  login_throttles: LoginThrottlesTable;
  login_known_clients: LoginKnownClientsTable;
  areas: AreasTable;
  networks: NetworksTable;
  stations: StationsTable;
  target_universes: TargetUniversesTable;
  programmes: ProgrammesTable;
  slots: SlotsTable;
  inventory_versions: InventoryVersionsTable;
  cart_items: CartItemsTable;
  digital_products: DigitalProductsTable;
  digital_product_targets: DigitalProductTargetsTable;
  trial_permissions: TrialPermissionsTable;
  booking_items: BookingItemsTable;
  booking_messages: BookingMessagesTable;
  booking_status_history: BookingStatusHistoryTable;
  advertisers: AdvertisersTable;
  advertiser_brands: AdvertiserBrandsTable;
  company_partners: CompanyPartnersTable;
  partnership_requests: PartnershipRequestsTable;
  trial_permission_events: TrialPermissionEventsTable;
  slot_imports: SlotImportsTable;
  station_profiles: StationProfilesTable;
  plans: PlansTable;
  plan_lines: PlanLinesTable;
  plan_carts: PlanCartsTable;
  data_segments: DataSegmentsTable;
  data_segment_areas: DataSegmentAreasTable;
  data_segment_versions: DataSegmentVersionsTable;
  data_segment_values: DataSegmentValuesTable;
  data_purchases: DataPurchasesTable;
  data_purchase_areas: DataPurchaseAreasTable;
  station_budgets: StationBudgetsTable;
  aired_rating_imports: AiredRatingImportsTable;
  aired_breaks: AiredBreaksTable;
}

/** A saved plan: its conditions, figures and the optimiser's proof as JSON text (planConditionsSchema, planFiguresSchema, planOptimalitySchema). */
export interface PlansTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  advertiser_id: number | null;
  area_code: string;
  date_from: string;
  date_to: string;
  budget: number;
  goal: PlanGoal;
  conditions: string;
  figures: string;
  optimality: string | null;
  created_by_user_id: number | null;
  updated_by_user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface PlanLinesTable {
  plan_id: number;
  position: number;
  product_kind: LineProductKind;
  slot_id: number | null;
  digital_product_id: number | null;
  units: number;
  /** 1 when the buyer pinned the line. */
  pinned: number;
}

export interface PlanCartsTable {
  plan_id: number;
  cart_id: number;
  created_at: string;
}

/** A data company's audience segment (target data); months as `yyyy-MM`. */
export interface DataSegmentsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  definition: string;
  method: SegmentMethod;
  sample_size: number;
  coverage_from: string;
  coverage_to: string;
  price_points: number;
  preview_cells: number;
  min_panel_count: ColumnType<number, number | undefined, number>;
  status: ColumnType<SegmentStatus, SegmentStatus | undefined, SegmentStatus>;
  /** The version buyers read; null before the first upload. */
  current_version: number | null;
  created_by_user_id: number | null;
  created_at: string;
  updated_at: string;
}

/** An area a segment covers, with the segment's population there (persons). */
export interface DataSegmentAreasTable {
  segment_id: number;
  area_code: string;
  universe: number;
}

export interface DataSegmentVersionsTable {
  segment_id: number;
  version: number;
  file_name: string;
  cells: number;
  /** Cells under the segment's minimum panel count when uploaded. */
  suppressed_cells: number;
  uploaded_by_user_id: number | null;
  uploaded_at: string;
}

/** A segment's rating (basis points) on a station, broadcast date and hour (5–28), with its panel count. */
export interface DataSegmentValuesTable {
  segment_id: number;
  version: number;
  station_id: number;
  broadcast_date: string;
  hour: number;
  rating: number;
  panel_count: number;
}

/** A buyer's purchase of a segment for areas and months: a licence from its approval to `ends_on`. */
export interface DataPurchasesTable {
  id: Generated<number>;
  segment_id: number;
  buyer_company_id: number;
  applicant_user_id: number | null;
  month_from: string;
  month_to: string;
  starts_on: string;
  ends_on: string;
  points: number;
  purpose: string;
  status: ColumnType<DataPurchaseStatus, DataPurchaseStatus | undefined, DataPurchaseStatus>;
  return_reason: string | null;
  applied_at: string;
  examined_at: string | null;
  examined_by_user_id: number | null;
}

export interface DataPurchaseAreasTable {
  purchase_id: number;
  area_code: string;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TrialRegistrationRow = Selectable<TrialRegistrationsTable>;

/** A station's sales budget for a month (`yyyy-MM`), in yen. */
export interface StationBudgetsTable {
  station_id: number;
  month: string;
  amount: number;
  updated_by_user_id: number | null;
  updated_at: string;
}

/** One committed actual-ratings file (全枠分析データ). */
export interface AiredRatingImportsTable {
  id: Generated<number>;
  company_id: number;
  file_name: string;
  sha256: string;
  encoding: string;
  row_count: number;
  matched_count: number;
  date_from: string;
  date_to: string;
  /** JSON array of the stations' names at the time. */
  station_names: string;
  created_by_user_id: number | null;
  created_at: string;
}

/** A CM break a station aired, with its actual ratings (basis points, as a slot's estimates) and the slot it matched. */
export interface AiredBreaksTable extends RatingColumns {
  id: Generated<number>;
  import_id: number;
  station_id: number;
  area_code: string;
  broadcast_date: string;
  weekday: number;
  start_second: number;
  position: SlotPosition;
  length_seconds: number;
  programme_title: string | null;
  slot_id: number | null;
}
