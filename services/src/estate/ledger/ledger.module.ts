import { Module } from '@nestjs/common';
import { LedgerController } from './ledger.controller.js';
import { LedgerReportsController } from './ledger-reports.controller.js';
import { OwnerMoneyController } from './owner-money.controller.js';
import { OwnerMoneyService } from './owner-money.service.js';

/**
 * The ledger's reads under /api/estate/ledger, and owners' money (agreements, payouts, the owner's ledger); the
 * postings are the database's (migration 1796100000000).
 */
@Module({
  controllers: [LedgerController, OwnerMoneyController, LedgerReportsController],
  providers: [OwnerMoneyService],
  exports: [OwnerMoneyService],
})
export class LedgerModule {}
