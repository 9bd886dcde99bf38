import type { BookingStatus, BusinessType, CartStatus, PurchaseOfferStatus, TradeService } from '@tvcm/contracts';
import type { Generated, Insertable, Selectable } from 'kysely';

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
  created_at: string;
  updated_at: string;
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

export interface PointTransactionsTable {
  id: Generated<number>;
  company_id: number;
  /** Positive when points are granted or bought, negative when spent. */
  amount: number;
  reason: string;
  created_at: string;
}

export interface CartsTable {
  id: Generated<number>;
  company_id: number;
  /** The company a cart was sent to, which sees it as a received cart. */
  recipient_company_id: number | null;
  service: TradeService;
  status: CartStatus;
  area: string | null;
  created_at: string;
  updated_at: string;
}

export interface BookingsTable {
  id: Generated<number>;
  buyer_company_id: number;
  seller_company_id: number;
  service: TradeService;
  status: BookingStatus;
  application_date: string;
  updated_at: string;
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

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  /** Set once the SMTP server accepted the mail; stays null without SMTP_URL. */
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
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Named counters, advanced inside the transaction that uses the number (portable across both engines). */
export interface SequencesTable {
  name: string;
  value: number;
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
  carts: CartsTable;
  bookings: BookingsTable;
  purchase_offers: PurchaseOffersTable;
  oauth_clients: OauthClientsTable;
  oauth_access_tokens: OauthAccessTokensTable;
  client_events: ClientEventsTable;
  mail_outbox: MailOutboxTable;
  trial_registrations: TrialRegistrationsTable;
  password_reset_tokens: PasswordResetTokensTable;
  sequences: SequencesTable;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type TrialRegistrationRow = Selectable<TrialRegistrationsTable>;
