import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. One shape for SQLite and PostgreSQL: booleans are
 * stored as 0/1 integers, timestamps as ISO-8601 text and structured values as JSON
 * text, so the same queries and row mappers serve both dialects.
 */

/** 0 or 1. */
export type Flag = number;
/** JSON text; parse with the matching zod schema when reading. */
export type JsonText = string;
/** ISO-8601 timestamp text. */
export type Timestamp = string;

export interface DivisionsTable {
  id: Generated<number>;
  code: string;
  name: string;
  subdomain: string;
  custom_domain: string | null;
  logo: string | null;
  theme: string;
  pro: Flag;
  active: Flag;
  password_protected: Flag;
  /** The storefront view's settings that have no query of their own, as one JSON object. */
  settings: JsonText;
  /** Dashboard setup steps: `{ completed: string[], current: string }`. */
  setup: JsonText;
  created_at: Timestamp;
  /** The spec's manufacturer isFraud and isVip, set by staff (migration 027). */
  fraud: Generated<Flag>;
  vip: Generated<Flag>;
  /** Migration 022: bumped by every settings or plugin save (409 on a stale one). */
  settings_version: Generated<number>;
  /** Migration 022: argon2 hash of the storefront password, or null. */
  store_password_hash: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  verified: Flag;
  signed_eula: Flag;
  internal: Flag;
  /** Staff made two-factor compulsory at the next sign-in (migration 028, spec force2fa). */
  force_two_factor: Generated<Flag>;
  should_have_store: Flag;
  dashboard_access: Flag;
  two_factor_secret: string | null;
  created_at: Timestamp;
  /** The EULA version accepted, and when (migration 005). */
  eula_version: string | null;
  eula_signed_at: Timestamp | null;
  /** A two-factor secret shown to the user, waiting for a confirming code. */
  two_factor_pending_secret: string | null;
}

/** Dashboard permissions: the stores a seller may edit. */
export interface UserDivisionsTable {
  user_id: number;
  division_id: number;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a stolen database does not yield live sessions. */
  token_hash: string;
  /** The id shown to the client (core data `sessionId`); never the token. */
  public_id: string;
  user_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The browser that started it, so its owner can tell sessions apart. */
  user_agent: Generated<string>;
  /** The staff user acting as this session's user (migration 028); null: not impersonated. */
  impersonator_user_id: number | null;
}

/** Email verification links: hashed, single-use, expiring (migration 005). */
export interface EmailVerificationsTable {
  token_hash: string;
  user_id: number;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** WebAuthn credentials (passkeys) a user signs in with. */
export interface PasskeysTable {
  id: string;
  user_id: number;
  public_key: string;
  counter: number;
  /** JSON array of transport hints. */
  transports: string;
  created_at: Timestamp;
  /** What the owner called it (migration 007). */
  name: Generated<string>;
  last_used_at: Timestamp | null;
}

/** A WebAuthn challenge handed out and not yet answered (migration 007). */
export interface PasskeyChallengesTable {
  challenge: string;
  /** `register` or `sign-in`. */
  purpose: string;
  user_id: number | null;
  expires_at: Timestamp;
}

export interface PagesTable {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  url: string;
  is_homepage: Flag;
  published: Flag;
  version: number;
  /** The validated page JSON (src/model pageSchema output). */
  document: JsonText;
  updated_at: Timestamp;
}

export interface ProductsTable {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  sku: string;
  name: string;
  url_name: string;
  description: string;
  type: string;
  price: number;
  sale_price: number | null;
  /** Bestseller rank: lower sells more. */
  bestseller_rank: number;
  default_colour: string | null;
  enabled: Flag;
  is_base_product: Flag;
  base_sku: string | null;
  created_at: Timestamp;
  // Seller-controlled fields and approval (migration 014).
  meta_title: Generated<string>;
  meta_description: Generated<string>;
  /** JSON array of tag names. */
  tags: Generated<JsonText>;
  /** JSON array of ordered images: url, alt, focalX, focalY. */
  gallery: Generated<JsonText>;
  /** The base product's cost when the seller last saved. */
  base_cost: number | null;
  enable_add_to_cart: Generated<Flag>;
  /** JSON array of product ids. */
  cross_sell_products: Generated<JsonText>;
  /** 'pending', 'approved' or 'denied'. */
  approval_status: Generated<string>;
  denial_reason: string | null;
  version: Generated<number>;
  updated_at: Timestamp | null;
  /** The spec's customiseIt: a frozen studio design's public id (migration 034). */
  customise_it: string | null;
}

export interface ProductOptionsTable {
  id: Generated<number>;
  product_id: number;
  colour_name: string;
  colour_hex: string;
  /** JSON array of size names. */
  sizes: JsonText;
  /** JSON array of image assets. */
  images: JsonText;
  position: number;
}

export interface CollectionsTable {
  id: Generated<number>;
  division_id: number;
  name: string;
  url_name: string;
  description: string;
  banner: string | null;
  // Migration 014.
  active: Generated<Flag>;
  /** 'manual' (collection_products in order) or 'rule'. */
  mode: Generated<string>;
  /** 'tag', 'newest' or 'bestseller' when mode is 'rule'. */
  rule: string | null;
  rule_tag: Generated<string>;
  version: Generated<number>;
}

export interface CollectionProductsTable {
  collection_id: number;
  product_id: number;
  position: number;
}

export interface BlogPostsTable {
  id: Generated<number>;
  division_id: number;
  url: string;
  title: string;
  body: string;
  meta_image: string | null;
  published_at: Timestamp;
}

/** The main menu's save counter (migration 023); the menu is in divisions.settings. */
export interface MainMenusTable {
  division_id: number;
  version: number;
}

/** A blog post's tags, lower-case (migration 021). */
export interface BlogPostTagsTable {
  post_id: number;
  tag: string;
}

/** Live chat (migration 024). */
export interface ChatConversationsTable {
  id: Generated<number>;
  division_id: number;
  group_id: number;
  /** 'queued', 'chatting' or 'closed'. */
  status: string;
  token_hash: string;
  shopper_name: string;
  shopper_email: string | null;
  agent_id: number | null;
  transferred: Generated<Flag>;
  /** The last message id each side has seen (read receipts). */
  shopper_read_id: Generated<number>;
  agent_read_id: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  /** 'shopper', 'agent' or 'system'. */
  author: string;
  user_id: number | null;
  author_name: string;
  body: string;
  image: string | null;
  attachment_id: number | null;
  created_at: Timestamp;
}

export interface ChatAttachmentsTable {
  id: Generated<number>;
  conversation_id: number;
  storage_key: string;
  name: string;
  content_type: string;
  size: number;
  /** Random; lets the links in an emailed transcript download the file. */
  download_key: string;
  author: string;
  created_at: Timestamp;
}

export interface ChatOfflineMessagesTable {
  id: Generated<number>;
  division_id: number;
  group_id: number;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
  /** Migration 030: opened by an agent, answered by email, marked handled (by whom). */
  read_at: string | null;
  handled_at: string | null;
  handled_by: number | null;
  replied_at: string | null;
  version: Generated<number>;
}

export interface ChatCannedRepliesTable {
  id: Generated<number>;
  division_id: number;
  title: string;
  body: string;
  created_at: Timestamp;
}

export interface ChatAgentPresenceTable {
  user_id: number;
  /** 0 for staff: present for the group in every store. */
  division_id: number;
  group_id: number;
  seen_at: Timestamp;
}

export interface BasketsTable {
  id: Generated<number>;
  division_id: number;
  /** 'main' or 'favourites'. */
  name: string;
  session_id: string | null;
  customer_id: number | null;
  updated_at: Timestamp;
}

export interface BasketItemsTable {
  id: Generated<number>;
  basket_id: number;
  key: string;
  product_id: number;
  colour: string | null;
  size: string | null;
  quantity: number;
  bundle_options: JsonText;
  created_at: Timestamp;
  /** The studio design's public id (migration 015); null for catalogue products. */
  design_id: Generated<string | null>;
  /** The design's print count (front, back) when added; 0 for catalogue products. */
  print_count: Generated<number>;
}

export interface EventsTable {
  id: Generated<number>;
  /** 'collector' (POST /event-collector/) or 'log' (POST /events/logEvent/). */
  source: string;
  name: string;
  payload: JsonText;
  division_id: number | null;
  created_at: Timestamp;
}

/** A storefront event, compactly (migration 025; codes in src/events/analyticsEvents.ts). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  division_id: number;
  /** Epoch seconds. */
  at: number;
  code: number;
  visitor: string;
  path: string | null;
  ref: number | null;
  ref2: number | null;
}

/** The per-day roll-up of analytics_events the seller's screen reads (migration 025). */
export interface AnalyticsDailyTable {
  division_id: number;
  day: string;
  metric: string;
  key: string;
  value: number;
}

/** A store's split test (migration 025): status draft, running or stopped. */
export interface SplitTestsTable {
  id: Generated<number>;
  division_id: number;
  code: string;
  name: string;
  /** 'homepage' (Old/New) or 'block'. */
  kind: string;
  status: string;
  version: Generated<number>;
  created_at: string;
  started_at: string | null;
  stopped_at: string | null;
}

export interface SplitTestVariationsTable {
  id: Generated<number>;
  split_test_id: number;
  name: string;
  is_default: Generated<number>;
  /** The page shown at / for a homepage variation. */
  page_id: number | null;
}

export interface PermissionRequestsTable {
  id: Generated<number>;
  user_id: number;
  /** The store asked about (migration 006); null when made from no store's host. */
  division_id: number | null;
  permissions: string;
  reason: string;
  /** `pending`, then `granted` or `refused` once staff answer it. */
  status: Generated<string>;
  answered_at: Timestamp | null;
  answered_by: number | null;
  /** Staff's note with the answer, told to the requester (migration 027). */
  note: Generated<string>;
  created_at: Timestamp;
}

export interface RemillSubmissionsTable {
  id: Generated<number>;
  email: string;
  division_id: number | null;
  created_at: Timestamp;
}

export interface MailingListSubscribersTable {
  id: Generated<number>;
  division_id: number;
  mailing_list: string;
  email: string;
  first_name: string;
  created_at: Timestamp;
  /** Double opt-in (migration 020): the mailed link's token, hashed; null once used. */
  verify_token_hash: string | null;
  verified_at: Timestamp | null;
  unsubscribe_token_hash: string | null;
  unsubscribed_at: Timestamp | null;
}

/** Mail waiting to be sent (contact form, email-for-later, password reset). */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  body: JsonText;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface ImagesTable {
  id: Generated<number>;
  division_id: number;
  name: string;
  alt_text: string;
  width: number;
  height: number;
  /** JSON: width -> URL of each sized variant, plus `original`. */
  variants: JsonText;
  created_at: Timestamp;
}

export interface BasketRecoveriesTable {
  token_hash: string;
  division_id: number;
  /** JSON array of basket lines. */
  lines: JsonText;
  created_at: Timestamp;
}

/** A page's collaboration document (server/collab): Yjs state stored with the page JSON's version. */
export interface PageDocumentsTable {
  page_id: number;
  /** src/pageDoc/lineage.ts: the page load the document's history starts from. */
  lineage: string;
  /** The page version (pages.version) this state was stored with. */
  version: number;
  /** The document's state, encoded as `encoding` says (server/collab/storedState.ts). */
  state: Uint8Array;
  updated_at: Timestamp;
  /** `v1` (a Yjs v1 update) or `v2-deflate` (migration 019). */
  encoding: Generated<string>;
}

/** A published version of a page (migration 004): what shoppers read. */
export interface PageVersionsTable {
  id: Generated<number>;
  page_id: number;
  /** 1, 2, 3... per page. */
  number: number;
  /** The page's url when published. */
  url: string;
  /** The draft version (pages.version) the snapshot was taken from. */
  page_version: number;
  /** The page JSON as `pages.document` stores it. */
  document: JsonText;
  published_at: Timestamp;
  published_by: number | null;
  published_by_name: string;
}

/** A pending scheduled publish (at most one per page). */
export interface PagePublishSchedulesTable {
  page_id: number;
  publish_at: Timestamp;
  scheduled_by: number | null;
  scheduled_by_name: string;
  created_at: Timestamp;
}

export interface StoreThemesTable {
  division_id: number;
  /** JSON: the theme keys the seller changed over the preset named by divisions.theme. */
  overrides: string;
  version: number;
  updated_at: Timestamp;
  /** The custom theme the store theme was last saved from (migration 033); null: a preset. */
  custom_theme_id: number | null;
}

export interface CustomThemesTable {
  id: Generated<number>;
  division_id: number;
  name: string;
  base: string;
  overrides: string;
  created_at: Timestamp;
  /** Bumped by every rename (migration 033). */
  version: Generated<number>;
}

export interface Database {
  divisions: DivisionsTable;
  users: UsersTable;
  user_divisions: UserDivisionsTable;
  recovery_codes: RecoveryCodesTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  email_verifications: EmailVerificationsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  pages: PagesTable;
  products: ProductsTable;
  product_options: ProductOptionsTable;
  collections: CollectionsTable;
  collection_products: CollectionProductsTable;
  blog_posts: BlogPostsTable;
  blog_post_tags: BlogPostTagsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_attachments: ChatAttachmentsTable;
  chat_offline_messages: ChatOfflineMessagesTable;
  chat_canned_replies: ChatCannedRepliesTable;
  chat_agent_presence: ChatAgentPresenceTable;
  main_menus: MainMenusTable;
  baskets: BasketsTable;
  basket_items: BasketItemsTable;
  events: EventsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  split_tests: SplitTestsTable;
  split_test_variations: SplitTestVariationsTable;
  permission_requests: PermissionRequestsTable;
  remill_submissions: RemillSubmissionsTable;
  mailing_list_subscribers: MailingListSubscribersTable;
  outbox: OutboxTable;
  images: ImagesTable;
  basket_recoveries: BasketRecoveriesTable;
  page_documents: PageDocumentsTable;
  page_versions: PageVersionsTable;
  page_publish_schedules: PagePublishSchedulesTable;
  // commerce (migration 007)
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_log: OrderStatusLogTable;
  payment_attempts: PaymentAttemptsTable;
  checkout_idempotency_keys: CheckoutIdempotencyKeysTable;
  invoice_counters: InvoiceCountersTable;
  store_themes: StoreThemesTable;
  custom_themes: CustomThemesTable;
  // checkout (migration 010)
  coupons: CouponsTable;
  test_payment_intents: TestPaymentIntentsTable;
  processed_webhook_events: ProcessedWebhookEventsTable;
  // order history (migration 011)
  customer_history_hashes: CustomerHistoryHashesTable;
  // after sales (migration 012)
  order_returns: OrderReturnsTable;
  return_logs: ReturnLogsTable;
  order_edits: OrderEditsTable;
  quote_requests: QuoteRequestsTable;
  // atlas (migration 013)
  staff_profiles: StaffProfilesTable;
  atlas_audit_log: AtlasAuditLogTable;
  factory_labels: FactoryLabelsTable;
  factory_label_prints: FactoryLabelPrintsTable;
  factory_label_pretreats: FactoryLabelPretreatsTable;
  // notifications (migration 016)
  notifications: NotificationsTable;
  notification_recipients: NotificationRecipientsTable;
  push_subscriptions: PushSubscriptionsTable;
  vapid_keys: VapidKeysTable;
  // design studio (migration 015)
  studio_designs: StudioDesignsTable;
  studio_print_files: StudioPrintFilesTable;
  // the job queue without Redis (migration 036)
  jobs: JobsTable;
  job_steps: JobStepsTable;
  // affiliates (migration 037)
  affiliates: AffiliatesTable;
  affiliate_clicks: AffiliateClicksTable;
  affiliate_orders: AffiliateOrdersTable;
  affiliate_payouts: AffiliatePayoutsTable;
  // a store's Instagram account for the feed block (migration 041)
  instagram_connections: InstagramConnectionsTable;
}

/** A background job (server/jobs/databaseQueue.ts); `id` is the work's identity. */
export interface JobsTable {
  id: string;
  name: string;
  data: JsonText;
  /** queued, running, done or failed. */
  status: string;
  /** Not before this time (a delay, or a retry's back-off). */
  run_at: Timestamp;
  /** Runs begun, an interrupted one included. */
  starts: Generated<number>;
  /** Runs that threw. */
  failures: Generated<number>;
  /** The queue (one per process start) running it, and until when its lease holds. */
  owner: string | null;
  lease_until: Timestamp | null;
  error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A step a job has done (a list send's address), skipped when the job runs again. */
export interface JobStepsTable {
  job_id: string;
  step: string;
}

/** A store's affiliate (migration 037): a customer who joined its programme. */
export interface AffiliatesTable {
  id: Generated<number>;
  division_id: number;
  user_id: number;
  code: string;
  payout_email: string;
  notify_on_sale: Generated<number>;
  /** Basis points: 1000 is 10%. */
  commission_rate_bp: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A storefront visit through an affiliate's link. */
export interface AffiliateClicksTable {
  id: Generated<number>;
  affiliate_id: number;
  created_at: string;
  path: string;
}

/** The affiliate an order is attributed to, with the rate agreed when it was placed. */
export interface AffiliateOrdersTable {
  order_id: number;
  affiliate_id: number;
  commission_rate_bp: number;
  referred_at: string;
  /** The payout that paid its commission (migration 040). */
  payout_id: number | null;
}

/** A payout a seller marked as paid to an affiliate (migration 040); append-only. */
export interface AffiliatePayoutsTable {
  id: Generated<number>;
  division_id: number;
  affiliate_id: number;
  /** Pence (GBP). */
  amount: number;
  paid_by_user_id: number | null;
  paid_by_email: string;
  created_at: string;
}

/** A notification as composed (builder) or raised (order paid, dispatched); JSON as text. */
export interface NotificationsTable {
  id: Generated<number>;
  division_id: number;
  /** builder, order-paid or order-dispatched. */
  source: string;
  title: string;
  body: Generated<string>;
  image: string | null;
  href: string | null;
  related: string | null;
  position: Generated<string>;
  data: Generated<string>;
  tag: string | null;
  form_fields: Generated<string>;
  actions: Generated<string>;
  dismiss_action: string | null;
  footer_action: string | null;
  template: Generated<string>;
  replace_previous: Generated<number>;
  mergable: Generated<number>;
  /** all-customers, product-customers, mailing-list, or user (one recipient: order events). */
  audience: string;
  product_id: number | null;
  /** The mailing list of a mailing-list audience; null: every list of the store. */
  mailing_list: string | null;
  in_app: Generated<number>;
  push: Generated<number>;
  created_by: number | null;
  created_at: string;
  scheduled_at: string | null;
  /** Set once when delivered; the scheduler claims a due row by setting it. */
  sent_at: string | null;
  version: Generated<number>;
}

/** One recipient's copy: its id is the notification id the client sees. */
export interface NotificationRecipientsTable {
  id: Generated<number>;
  notification_id: number;
  user_id: number;
  created_at: string;
  opened_at: string | null;
  deleted_at: string | null;
  pushed_at: string | null;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  extras: Generated<string>;
  created_at: string;
}

/** The one VAPID key pair (id 1), base64url as web-push makes them. */
export interface VapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

/** A staff user's atlas profile (migration 013); status 0 Enabled, null Pending, -1 Disabled. */
export interface StaffProfilesTable {
  user_id: number;
  username: string;
  status: number | null;
  role: string | null;
  team: Generated<string>;
  mission: Generated<string>;
  colour: Generated<string>;
  reports_to: number | null;
  is_leadership: Generated<Flag>;
  muted_at: Timestamp | null;
  last_active: Timestamp | null;
  version: Generated<number>;
  /** An image address, or empty (migration 027). */
  avatar: Generated<string>;
  /** Atlas permissions granted from the requests inbox beyond the role's (migration 039, JSON). */
  granted_permissions: Generated<string>;
}

/** One staff action: who, what, on what, when, and the subject before and after (JSON). */
export interface AtlasAuditLogTable {
  id: Generated<number>;
  staff_user_id: number;
  staff_email: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: string | null;
  after: string | null;
  created_at: Timestamp;
}

export interface FactoryLabelsTable {
  id: Generated<number>;
  order_item_id: number;
  counter: number;
  pickface: Generated<string>;
  cancelled: Generated<Flag>;
  to_be_picked: Generated<Flag>;
  times_printed: Generated<number>;
  picked_at: Timestamp | null;
  created_at: Timestamp;
  cancelled_at: Timestamp | null;
  version: Generated<number>;
}

/** A pretreat of a label's garment, with who did it (migration 029; the spec's pretreatLogs). */
export interface FactoryLabelPretreatsTable {
  id: Generated<number>;
  label_id: number;
  staff_user_id: number;
  created_at: Timestamp;
}

export interface FactoryLabelPrintsTable {
  id: Generated<number>;
  label_id: number;
  staff_user_id: number;
  created_at: Timestamp;
}

/** A shopper's saved studio design: a customer's, else a browser session's. */
export interface StudioDesignsTable {
  id: Generated<number>;
  public_id: string;
  division_id: number;
  session_id: string | null;
  customer_id: number | null;
  product: string;
  /** The design document (src/designs/design.ts) as JSON text. */
  document: JsonText;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A rendered file of an ordered design: kind 'print' (300 DPI, per area) or 'mockup'. */
export interface StudioPrintFilesTable {
  id: Generated<number>;
  order_item_id: number;
  kind: string;
  area: string;
  width: number;
  height: number;
  /** PNG bytes, base64, for rows made before migration 034; '' once in object storage. */
  png: string;
  /** The PNG's key in object storage (migration 034); null for a row not moved yet. */
  storage_key: string | null;
  created_at: string;
}

/** A return the shopper sent: 'requested', then 'received' when staff take it in. */
export interface OrderReturnsTable {
  id: Generated<number>;
  order_id: number;
  reason: string;
  note: Generated<string>;
  status: Generated<string>;
  created_at: string;
  received_at: string | null;
}

/** One item and quantity of a return (the order item's returnLogs). */
export interface ReturnLogsTable {
  id: Generated<number>;
  return_id: number;
  order_item_id: number;
  quantity: number;
  reason: string;
  created_at: string;
}

/** A shopper's change to an order: kind options, address or cancel, details JSON text. */
export interface OrderEditsTable {
  id: Generated<number>;
  order_id: number;
  kind: string;
  details: Generated<JsonText>;
  created_at: string;
}

/** A quote request: its order sits in status 'quote' until staff answer. */
export interface QuoteRequestsTable {
  id: Generated<number>;
  order_id: number;
  referenced_order_id: number | null;
  name: string;
  email: string;
  product: string;
  quantity: number;
  description: string;
  deadline: string | null;
  created_at: string;
  /** Staff's answer (migration 029): the quoted total in minor units, the note, a decline's reason. */
  price: Generated<number | null>;
  note: Generated<string>;
  decline_reason: Generated<string>;
  answered_by: Generated<number | null>;
  answered_at: Generated<string | null>;
  /** The shopper's side (migration 039): the mockup staff attach, terms and mockup accepted. */
  mockup_url: Generated<string>;
  terms_accepted_at: Generated<string | null>;
  mockup_approved_at: Generated<string | null>;
}

/** A shopper's order-history key per store and lowercased email (migration 011). */
export interface CustomerHistoryHashesTable {
  hash: string;
  division_id: number;
  email: string;
  created_at: string;
}

export interface CouponsTable {
  id: Generated<number>;
  division_id: number;
  code: string;
  percent_off: number;
  enabled: Generated<number>;
  created_at: string;
}

/** A payment intent of the built-in test processor (the demo's and the tests' Stripe). */
export interface TestPaymentIntentsTable {
  id: string;
  order_id: number;
  amount: number;
  currency: string;
  status: string;
  card_last4: string | null;
  message: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface ProcessedWebhookEventsTable {
  id: string;
  processor: string;
  created_at: string;
}

/** An order (migration 007); amounts are integer minor units, addresses JSON text. */
export interface OrdersTable {
  id: Generated<number>;
  hash: string;
  division_id: number;
  customer_id: number | null;
  currency: string;
  status: string;
  subtotal: number;
  goods_tax: number;
  discount: Generated<number>;
  tax_discount: Generated<number>;
  shipping: Generated<number>;
  shipping_tax: Generated<number>;
  total: number;
  coupon: string | null;
  billing_email: string;
  billing_address: string;
  shipping_address: string;
  shipping_method: string | null;
  payment_method: string | null;
  payment_transaction: string | null;
  invoice_number: number | null;
  version: Generated<number>;
  created_at: string;
  deleted_at: string | null;
  conversion_rate: Generated<string>;
  phone: string | null;
  tracking_codes: Generated<string>;
  /** A reprint or exchange: its parent order, type and staff's reason (migration 027). */
  parent_order_id: Generated<number | null>;
  child_order_type: Generated<string | null>;
  child_reason: Generated<string | null>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  quantity: number;
  price: number;
  tax: number;
  discount: Generated<number>;
  price_tax_included: number;
  discount_tax_included: Generated<number>;
  vat_rate: number;
  options: Generated<string>;
  /** The studio design's public id (migration 015); null for catalogue products. */
  design_id: Generated<string | null>;
}

export interface OrderStatusLogTable {
  id: Generated<number>;
  order_id: number;
  user_id: number | null;
  status: string;
  created_at: string;
}

/** One call to a payment processor; `state` is written before and after the call. */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  order_id: number;
  processor: string;
  intent_id: string | null;
  state: string;
  message: Generated<string>;
  successful: Generated<number>;
  payment_method_name: Generated<string>;
  created_at: string;
  /** The card account the intent was made on (a Stripe connected account); null: the platform's own (migration 018). */
  processor_account: string | null;
}

export interface CheckoutIdempotencyKeysTable {
  key: string;
  division_id: number;
  order_id: number | null;
  created_at: string;
}

export interface InvoiceCountersTable {
  division_id: number;
  last_number: Generated<number>;
}

/** A store's Instagram connection: the token stays on the server (migration 041). */
export interface InstagramConnectionsTable {
  division_id: number;
  access_token: string;
  account_id: string;
  username: string;
  connected_at: string;
  problem: string | null;
}
