import { InitialSchema1795300000000 } from './1795300000000-initial-schema.js';
import { IdentityAndAccess1795400000000 } from './1795400000000-identity-and-access.js';
import { ListingsSearch1795500000000 } from './1795500000000-listings-search.js';
import { ObjectStore1795600000000 } from './1795600000000-object-store.js';
import { RequestsAndFavorites1795610000000 } from './1795610000000-requests-and-favorites.js';
import { ListingOrderIndex1795620000000 } from './1795620000000-listing-order-index.js';
import { ObjectClaims1795630000000 } from './1795630000000-object-claims.js';
import { ListingSortAndCountIndexes1795640000000 } from './1795640000000-listing-sort-and-count-indexes.js';
import { AbuseResistance1795650000000 } from './1795650000000-abuse-resistance.js';
import { AttachmentRecords1795670000000 } from './1795670000000-attachment-records.js';
import { PhonesToE1641795665000000 } from './1795665000000-phones-to-e164.js';
import { EstatePortfolio1795700000000 } from './1795700000000-estate-portfolio.js';
import { EstateImportJobsAndListingWithdrawal1795750000000 } from './1795750000000-estate-import-jobs-and-listing-withdrawal.js';
import { EstatePayments1795800000000 } from './1795800000000-estate-payments.js';
import { EstateMaintenance1795810000000 } from './1795810000000-estate-maintenance.js';
import { EstateNotifications1795820000000 } from './1795820000000-estate-notifications.js';
import { EstateCheckouts1795830000000 } from './1795830000000-estate-checkouts.js';
import { AuctionBidding1795900000000 } from './1795900000000-auction-bidding.js';
import { DashboardIndexes1795910000000 } from './1795910000000-dashboard-indexes.js';
import { AuditAndOutboxIndexes1795920000000 } from './1795920000000-audit-and-outbox-indexes.js';
import { DashboardRollups1795930000000 } from './1795930000000-dashboard-rollups.js';
import { TestPayments1795960000000 } from './1795960000000-test-payments.js';
import { PropertyOwnershipPeriods1795970000000 } from './1795970000000-property-ownership-periods.js';
import { LateFeeAfterRefund1795985000000 } from './1795985000000-late-fee-after-refund.js';
import { TicketNoCostReason1795990000000 } from './1795990000000-ticket-no-cost-reason.js';
import { NotificationPreferences1796010000000 } from './1796010000000-notification-preferences.js';
import { InvoiceNotesAndRecordImports1796020000000 } from './1796020000000-invoice-notes-and-record-imports.js';
import { DistrictEnglishNames1796050000000 } from './1796050000000-district-english-names.js';
import { Ledger1796100000000 } from './1796100000000-ledger.js';
import { EstateListIndexes1796200000000 } from './1796200000000-estate-list-indexes.js';
import { LedgerPostingAndOwnerReads1796300000000 } from './1796300000000-ledger-posting-and-owner-reads.js';
import { MoneyReads1796310000000 } from './1796310000000-money-reads.js';
import { ContractInvoiceTotals1796400000000 } from './1796400000000-contract-invoice-totals.js';
import { PaymentIdempotencyKeys1796500000000 } from './1796500000000-payment-idempotency-keys.js';
import { MailRelay1796600000000 } from './1796600000000-mail-relay.js';
import { DropDailyRevenueRollup1796700000000 } from './1796700000000-drop-daily-revenue-rollup.js';
import { RefundFeeByPaymentDay1796710000000 } from './1796710000000-refund-fee-by-payment-day.js';
import { EstateRecordCounts1796800000000 } from './1796800000000-estate-record-counts.js';
import { Einvoicing1796850000000 } from './1796850000000-einvoicing.js';
import { ContractCalendar1796950000000 } from './1796950000000-contract-calendar.js';
import { DocumentJobs1797000000000 } from './1797000000000-document-jobs.js';
import { MoneyFigureIndexes1797100000000 } from './1797100000000-money-figure-indexes.js';
import { TicketCostIndex1797110000000 } from './1797110000000-ticket-cost-index.js';
import { EstateListCoverIndexes1797200000000 } from './1797200000000-estate-list-cover-indexes.js';
import { EinvoiceCreditedRefunds1797300000000 } from './1797300000000-einvoice-credited-refunds.js';
import { LeaseRules1797450000000 } from './1797450000000-lease-rules.js';
import { EjarLeases1797400000000 } from './1797400000000-ejar-leases.js';
import { NationalAddresses1797500000000 } from './1797500000000-national-addresses.js';
import { ListingAdLicences1797550000000 } from './1797550000000-listing-ad-licences.js';
import { AuctionBidChain1797600000000 } from './1797600000000-auction-bid-chain.js';
import { AuctionProxyBids1797610000000 } from './1797610000000-auction-proxy-bids.js';
import { AuctionPauses1797620000000 } from './1797620000000-auction-pauses.js';
import { AuctionPauseReasons1797960000000 } from './1797960000000-auction-pause-reasons.js';
import { AuctionDepositRefundsDue1797970000000 } from './1797970000000-auction-deposit-refunds-due.js';
import { VerifiedBiddersAndDeposits1797650000000 } from './1797650000000-verified-bidders-and-deposits.js';
import { ManagementFeeTaxInvoices1797700000000 } from './1797700000000-management-fee-tax-invoices.js';
import { EjarRuleSetting1797710000000 } from './1797710000000-ejar-rule-setting.js';
import { UnitOpenUntil1797800000000 } from './1797800000000-unit-open-until.js';
import { EinvoiceDebitNotes1797900000000 } from './1797900000000-einvoice-debit-notes.js';

/** Every migration, oldest first. A new migration is added here in the same change. */
export const migrations = [
  InitialSchema1795300000000,
  IdentityAndAccess1795400000000,
  ListingsSearch1795500000000,
  ObjectStore1795600000000,
  RequestsAndFavorites1795610000000,
  ListingOrderIndex1795620000000,
  ObjectClaims1795630000000,
  ListingSortAndCountIndexes1795640000000,
  AbuseResistance1795650000000,
  PhonesToE1641795665000000,
  AttachmentRecords1795670000000,
  EstatePortfolio1795700000000,
  EstateImportJobsAndListingWithdrawal1795750000000,
  EstatePayments1795800000000,
  EstateMaintenance1795810000000,
  EstateNotifications1795820000000,
  EstateCheckouts1795830000000,
  AuctionBidding1795900000000,
  DashboardIndexes1795910000000,
  AuditAndOutboxIndexes1795920000000,
  DashboardRollups1795930000000,
  TestPayments1795960000000,
  PropertyOwnershipPeriods1795970000000,
  LateFeeAfterRefund1795985000000,
  TicketNoCostReason1795990000000,
  NotificationPreferences1796010000000,
  InvoiceNotesAndRecordImports1796020000000,
  DistrictEnglishNames1796050000000,
  Ledger1796100000000,
  EstateListIndexes1796200000000,
  LedgerPostingAndOwnerReads1796300000000,
  MoneyReads1796310000000,
  ContractInvoiceTotals1796400000000,
  PaymentIdempotencyKeys1796500000000,
  MailRelay1796600000000,
  DropDailyRevenueRollup1796700000000,
  RefundFeeByPaymentDay1796710000000,
  EstateRecordCounts1796800000000,
  Einvoicing1796850000000,
  ContractCalendar1796950000000,
  DocumentJobs1797000000000,
  MoneyFigureIndexes1797100000000,
  TicketCostIndex1797110000000,
  EstateListCoverIndexes1797200000000,
  EinvoiceCreditedRefunds1797300000000,
  EjarLeases1797400000000,
  LeaseRules1797450000000,
  NationalAddresses1797500000000,
  ListingAdLicences1797550000000,
  AuctionBidChain1797600000000,
  AuctionProxyBids1797610000000,
  AuctionPauses1797620000000,
  VerifiedBiddersAndDeposits1797650000000,
  ManagementFeeTaxInvoices1797700000000,
  EjarRuleSetting1797710000000,
  UnitOpenUntil1797800000000,
  EinvoiceDebitNotes1797900000000,
  AuctionPauseReasons1797960000000,
  AuctionDepositRefundsDue1797970000000,
];
