import {
  LEDGER_PERMISSIONS,
  type ManagementAgreement,
  type OwnerLedger,
  type OwnerPayout,
  todayInRiyadh,
} from '@estate/contracts';
import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../../common/auth/authenticated-user.js';
import { estateIdPipe } from '../shared/estate-errors.js';
import { ManagementAgreementDto, OwnerLedgerQueryDto, OwnerPayoutDto } from './dto/owner-money.dto.js';
import { OwnerMoneyService } from './owner-money.service.js';

function OwnerId() {
  return Param('id', estateIdPipe('owner'));
}

/**
 * /api/estate/owners/{id}/agreements, /payouts and /ledger: an owner's management agreements, payouts and ledger.
 * Read with estate_ledger_read, written with estate_ledger_write (admin, accountant).
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/owners')
export class OwnerMoneyController {
  constructor(private readonly money: OwnerMoneyService) {}

  @Get(':id/agreements')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({ description: "The owner's management agreements, the latest first." })
  agreements(@OwnerId() id: string): Promise<ManagementAgreement[]> {
    return this.money.agreements(id);
  }

  @Post(':id/agreements')
  @Permissions(LEDGER_PERMISSIONS.write)
  @ApiCreatedResponse({ description: 'The agreement, in force from its day on collected rent.' })
  setAgreement(
    @OwnerId() id: string,
    @Body() body: ManagementAgreementDto,
    @RequestActor() actor: Actor,
  ): Promise<ManagementAgreement> {
    return this.money.setAgreement(id, body, actor);
  }

  @Get(':id/payouts')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({ description: "The owner's payouts, the latest first." })
  payouts(@OwnerId() id: string): Promise<OwnerPayout[]> {
    return this.money.payouts(id);
  }

  @Post(':id/payouts')
  @Permissions(LEDGER_PERMISSIONS.write)
  @ApiCreatedResponse({ description: 'The payout, numbered OPO-<year>-NNNNNN, posted to the ledger.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field (a transfer needs a valid Saudi IBAN).' })
  @ApiConflictResponse({ description: 'PAYOUT_EXCEEDS_BALANCE (details.balance): more than is held for the owner.' })
  recordPayout(
    @OwnerId() id: string,
    @Body() body: OwnerPayoutDto,
    @RequestActor() actor: Actor,
  ): Promise<OwnerPayout> {
    return this.money.recordPayout(id, body, actor);
  }

  @Get(':id/ledger')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({
    description: 'Opening balance, collected (net of VAT), fees, expenses, payouts and closing balance, line by line.',
  })
  ledger(@OwnerId() id: string, @Query() query: OwnerLedgerQueryDto): Promise<OwnerLedger> {
    const to = query.to ?? todayInRiyadh();
    return this.money.ledger(id, query.from ?? `${to.slice(0, 4)}-01-01`, to);
  }
}
