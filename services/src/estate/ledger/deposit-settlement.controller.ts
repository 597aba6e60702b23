import { type ContractDeposit, LEDGER_PERMISSIONS } from '@estate/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../../common/auth/authenticated-user.js';
import { estateIdPipe } from '../shared/estate-errors.js';
import { DepositSettlementService } from './deposit-settlement.service.js';
import { DepositSettlementDto } from './dto/owner-money.dto.js';

function ContractId() {
  return Param('id', estateIdPipe('contract'));
}

/**
 * /api/estate/contracts/{id}/deposit: a contract's deposit as the ledger holds it, and its settlement at the
 * contract's end. Read with estate_ledger_read, settled with estate_ledger_write (admin, accountant).
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/contracts')
export class DepositSettlementController {
  constructor(private readonly deposits: DepositSettlementService) {}

  @Get(':id/deposit')
  @Permissions(LEDGER_PERMISSIONS.read)
  @ApiOkResponse({
    description: 'Held now, applied to what the tenant owed, given back, and whether the contract ended.',
  })
  deposit(@ContractId() id: string): Promise<ContractDeposit> {
    return this.deposits.deposit(id);
  }

  @Post(':id/deposit/settle')
  @HttpCode(HttpStatus.OK)
  @Permissions(LEDGER_PERMISSIONS.write)
  @ApiOkResponse({ description: 'The deposit after the settlement (applied, given back).' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field (damages more than is left, the IBAN).' })
  @ApiConflictResponse({ description: 'CONTRACT_STILL_RUNNING before the end; NO_DEPOSIT_HELD when none is held.' })
  settle(
    @ContractId() id: string,
    @Body() body: DepositSettlementDto,
    @RequestActor() actor: Actor,
  ): Promise<ContractDeposit> {
    return this.deposits.settle(id, body, actor);
  }
}
