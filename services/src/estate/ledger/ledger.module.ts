import { Module } from '@nestjs/common';
import { DepositSettlementController } from './deposit-settlement.controller.js';
import { DepositSettlementService } from './deposit-settlement.service.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerReportsController } from './ledger-reports.controller.js';
import { OwnerMoneyController } from './owner-money.controller.js';
import { OwnerMoneyService } from './owner-money.service.js';

/**
 * The ledger's reads under /api/estate/ledger, owners' money (agreements, payouts, the owner's ledger) and
 * contracts' deposits at their end; the postings are the database's (migration 1796100000000).
 */
@Module({
  controllers: [LedgerController, OwnerMoneyController, LedgerReportsController, DepositSettlementController],
  providers: [OwnerMoneyService, DepositSettlementService],
  exports: [OwnerMoneyService],
})
export class LedgerModule {}
