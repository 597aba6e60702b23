import {
  AUCTION_STAFF_ROLES,
  CUSTOMER_REQUEST_ROLES,
  DASHBOARD_TAB_ROLES,
  ESTATE_PERMISSIONS,
  MAINTENANCE_PERMISSIONS,
  PAYMENT_PERMISSIONS,
  PROPERTY_PUBLISH_PERMISSION,
  REPORT_PERMISSIONS,
  REQUEST_STAFF_ROLES,
  type Role,
} from '@estate/contracts';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user.js';

const has = (roles: readonly Role[], role: Role) => roles.includes(role);

/**
 * Which figures a role gets. A figure of the overview is shown to a role only when one of its tabs (or the screen the
 * figure leads to) shows it too, so no count reaches a role by the overview that its tabs would not give it:
 * - listings: the property management tab's roles; an agent counts only the listings assigned to them;
 * - auctions by status and pending auctions: the auctions' staff (admin, manager), who approve them;
 * - pending listings: those who may publish listings (properties_publish);
 * - estate properties, units, occupancy: the roles of the property management and analytics tabs but the agent,
 *   who works listings, not the estate back office, and only with estate_properties_read (the properties screen);
 * - estate money (revenue, expenses, overdue invoices): estate_payments_read, as /estate/payments;
 * - expiring contracts: estate_contracts_read, as /estate/contracts;
 * - open and urgent tickets: estate_maintenance_read, as /estate/maintenance; tickets by month (and their
 *   cost) also with estate_reports_read, as /estate/reports;
 * - the inbox: REQUEST_STAFF_ROLES for inquiries (an agent: about their listings), CUSTOMER_REQUEST_ROLES for
 *   contact messages and service requests.
 */
export interface DashboardAudience {
  listings: boolean;
  /** The agent whose listings and inquiries are counted; null counts every one. */
  agentId: string | null;
  auctions: boolean;
  pendingListings: boolean;
  estate: boolean;
  payments: boolean;
  contracts: boolean;
  tickets: boolean;
  ticketReports: boolean;
  inquiries: boolean;
  customerRequests: boolean;
}

export function audienceOf(user: AuthenticatedUser): DashboardAudience {
  const role = user.role;
  const agent = role === 'agent';
  const may = (permission: string) => user.permissions.includes(permission);
  return {
    listings: has(DASHBOARD_TAB_ROLES.propertyManagement, role),
    agentId: agent ? user.id : null,
    auctions: has(AUCTION_STAFF_ROLES, role),
    pendingListings: user.permissions.includes(PROPERTY_PUBLISH_PERMISSION),
    estate:
      !agent &&
      may(ESTATE_PERMISSIONS.propertiesRead) &&
      (has(DASHBOARD_TAB_ROLES.propertyManagement, role) || has(DASHBOARD_TAB_ROLES.analytics, role)),
    payments: may(PAYMENT_PERMISSIONS.read),
    contracts: may(ESTATE_PERMISSIONS.contractsRead),
    tickets: may(MAINTENANCE_PERMISSIONS.read),
    ticketReports: may(MAINTENANCE_PERMISSIONS.read) || may(REPORT_PERMISSIONS.read),
    inquiries: has(REQUEST_STAFF_ROLES, role),
    customerRequests: has(CUSTOMER_REQUEST_ROLES, role),
  };
}
