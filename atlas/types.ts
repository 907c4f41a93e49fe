import type { AtlasPermission } from '../src/backOffice';
import type { QuoteView } from '../src/backOffice/quotes';

export type { QuoteView };

/** The shapes the atlas API answers (server/backOffice/routes.ts). */
export interface StaffUserView {
  id: number;
  email: string;
  fullName: string;
  username: string;
  statusLabel: string;
  role: string | null;
  team: string;
  mutedAt: string | null;
  twoFactorAuthEnabled: boolean;
  firstName: string;
  lastName: string;
  status: 0 | -1 | null;
  isLeadership: boolean;
  reportsTo: number | null;
  avatar: string;
  version: number;
}

export interface Me {
  user: StaffUserView;
  permissions: readonly AtlasPermission[];
}

export interface OrderSummary {
  id: number;
  hash: string;
  divisionId: number;
  status: string;
  total: number;
  currency: string;
  billingEmail: string;
  createdAt: string;
}

export interface Label {
  id: number;
  orderItemId: number;
  counter: number;
  cancelled: boolean;
  toBePicked: boolean;
  timesPrinted: number;
  pickedAt: string | null;
  version: number;
  /** The shelf slot the blank garment is picked from ('' until assigned). */
  pickface: string;
  pretreatLogs: { staffEmail: string; createdAt: string }[];
}

export interface Address {
  name: string;
  company?: string;
  street: string;
  city: string;
  state?: string;
  country: string;
  zip: string;
}

export interface OrderDetail extends OrderSummary {
  version: number;
  billingAddress: Address;
  shippingAddress: Address;
  trackingCodes: string[];
  items: {
    id: number;
    name: string;
    quantity: number;
    price: number;
    options: Record<string, string>;
    labels: Label[];
  }[];
  statusLogRecords: { status: string; createdAt: string; user: string | null }[];
  paymentAttempts: {
    message: string;
    successful: boolean;
    paymentMethodName: string;
    createdAt: string;
  }[];
  nextStatuses: string[];
  refundable: boolean;
  parentOrderId: number | null;
  childOrderType: string | null;
  childReason: string | null;
  childOrders: {
    id: number;
    status: string;
    type: string | null;
    reason: string | null;
    createdAt: string;
  }[];
  mayMakeChildOrder: boolean;
}

export interface AuditEntry {
  id: number;
  staffEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** A permission request in the inbox (server/backOffice/permissionRequestsRepository.ts). */
export interface PermissionRequestView {
  id: number;
  userId: number;
  email: string;
  fullName: string;
  divisionId: number | null;
  storeName: string | null;
  permissions: string;
  reason: string;
  status: string;
  note: string;
  answeredAt: string | null;
  answeredBy: string | null;
  createdAt: string;
}
