import {
  DASHBOARD_TAB_PERMISSIONS,
  DASHBOARD_TAB_ROLES,
  type DashboardAlerts,
  type DashboardAnalytics,
  type DashboardFinancial,
  type DashboardOverview,
  type DashboardPropertyManagement,
  type DashboardWebsite,
} from '@estate/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Permissions, Roles } from '../../common/auth/access.decorators.js';
import { type AuthenticatedUser, CurrentUser } from '../../common/auth/authenticated-user.js';
import { DashboardService } from './dashboard.service.js';

const PRIVATE_NO_STORE = 'private, no-store';
const FORBIDDEN =
  'FORBIDDEN: the caller’s role does not get this tab (DASHBOARD_TAB_ROLES), or lacks its permission ' +
  '(DASHBOARD_TAB_PERMISSIONS).';

/** GET /api/dashboard and one route per tab, each for the roles of DASHBOARD_TAB_ROLES. */
@ApiTags('dashboard')
@ApiCookieAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @Roles(...DASHBOARD_TAB_ROLES.overview)
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      'The caller’s tabs and the counts their role may see (the others absent): listings by status (an agent: ' +
      'those assigned to them), auctions by status, estate properties, units and occupancy, open tickets, new ' +
      'requests; for everyone their unread notifications and the running auctions they bid on.',
  })
  overview(@CurrentUser() user: AuthenticatedUser): Promise<DashboardOverview> {
    return this.dashboard.overview(user);
  }

  @Get('property-management')
  @Roles(...DASHBOARD_TAB_ROLES.propertyManagement)
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      'Listings by status and the 8 last updated (an agent: their own); the estate properties with their units ' +
      'occupied today, by state, for the map (not for an agent).',
  })
  @ApiForbiddenResponse({ description: FORBIDDEN })
  propertyManagement(@CurrentUser() user: AuthenticatedUser): Promise<DashboardPropertyManagement> {
    return this.dashboard.propertyManagement(user);
  }

  @Get('website')
  @Roles(...DASHBOARD_TAB_ROLES.websiteManagement)
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      'The site’s inbox: inquiries (an agent: about their listings), contact messages and service requests ' +
      '(admins, managers), listings and auctions pending review (those who approve them), the 10 newest waiting.',
  })
  @ApiForbiddenResponse({ description: FORBIDDEN })
  website(@CurrentUser() user: AuthenticatedUser): Promise<DashboardWebsite> {
    return this.dashboard.website(user);
  }

  @Get('analytics')
  @Roles(...DASHBOARD_TAB_ROLES.analytics)
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      'Revenue, expenses and net for the last 12 months (with estate_payments_read), demand by city and district ' +
      'and listing views per day over the last 30 days, tickets opened and completed by month (with ' +
      'estate_maintenance_read or estate_reports_read).',
  })
  @ApiForbiddenResponse({ description: FORBIDDEN })
  analytics(@CurrentUser() user: AuthenticatedUser): Promise<DashboardAnalytics> {
    return this.dashboard.analytics(user);
  }

  @Get('alerts')
  @Roles(...DASHBOARD_TAB_ROLES.alerts)
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      'Overdue invoices (with estate_payments_read), contracts ending within 30 days (estate_contracts_read), ' +
      'urgent tickets open past their SLA (estate_maintenance_read), auctions ending today: each a count and the ' +
      'first 10; a group the caller may not read is absent.',
  })
  @ApiForbiddenResponse({ description: FORBIDDEN })
  alerts(@CurrentUser() user: AuthenticatedUser): Promise<DashboardAlerts> {
    return this.dashboard.alerts(user);
  }

  @Get('financial')
  @Roles(...DASHBOARD_TAB_ROLES.financial)
  @Permissions(DASHBOARD_TAB_PERMISSIONS.financial!)
  @Header('cache-control', PRIVATE_NO_STORE)
  @ApiOkResponse({
    description:
      'This month and this year: revenue, expenses, net, invoiced and due, collection rate; overdue today; the ' +
      'last 12 months.',
  })
  @ApiForbiddenResponse({ description: FORBIDDEN })
  financial(): Promise<DashboardFinancial> {
    return this.dashboard.financial();
  }
}
