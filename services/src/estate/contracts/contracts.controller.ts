import {
  type ContractInvoices,
  type ContractSummary,
  ESTATE_PERMISSIONS,
  type EstateContract,
  type EstateList,
} from '@estate/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Permissions } from '../../common/auth/access.decorators.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../../common/auth/authenticated-user.js';
import { requestOrigin } from '../../common/http/request-origin.js';
import { estateIdPipe } from '../shared/estate-errors.js';
import { ContractQueries } from './contract-queries.js';
import { ContractsService } from './contracts.service.js';
import {
  ContractInputDto,
  ContractUpdateDto,
  RenewContractDto,
  TerminateContractDto,
} from './dto/contract-input.dto.js';
import { ContractInvoicesDto, ListContractsDto } from './dto/list-contracts.dto.js';

const ContractId = () => Param('id', estateIdPipe('contract'));

const WRITE_REFUSALS =
  'VALIDATION_FAILED (dates, amounts...), ESTATE_RECORD_NOT_FOUND / ESTATE_RECORD_MISMATCH for the unit, property, ' +
  'owner or tenant, INVALID_CONTRACT_DOCUMENT.';

/** /api/estate/contracts: read by admin, property_manager and accountant; written by admin and property_manager. */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/contracts')
export class ContractsController {
  constructor(
    private readonly contracts: ContractsService,
    private readonly queries: ContractQueries,
  ) {}

  @Get()
  @Permissions(ESTATE_PERMISSIONS.contractsRead)
  @ApiOkResponse({
    description:
      '`{ items, total, page, limit }`: ?q (contract number, owner, tenant, unit number), ?tab (all, expiring, ' +
      'expired, renewal), ?status, ?propertyId, ?unitId, ?ownerId, ?tenantId, ?sort, ?order.',
  })
  list(@Query() query: ListContractsDto): Promise<EstateList<EstateContract>> {
    return this.queries.list(query);
  }

  @Get('summary')
  @Permissions(ESTATE_PERMISSIONS.contractsRead)
  @ApiOkResponse({ description: 'Total, active, expiring soon, and the value of active contracts (the list filters).' })
  summary(@Query() query: ListContractsDto): Promise<ContractSummary> {
    return this.queries.summary(query);
  }

  @Get(':id')
  @Permissions(ESTATE_PERMISSIONS.contractsRead)
  @ApiOkResponse({ description: 'The contract with its status, days to expiry and payment figures.' })
  @ApiNotFoundResponse({ description: 'CONTRACT_NOT_FOUND' })
  get(@ContractId() id: string): Promise<EstateContract> {
    return this.queries.get(id);
  }

  @Get(':id/invoices')
  @Permissions(ESTATE_PERMISSIONS.contractsRead)
  @ApiOkResponse({ description: 'Its invoices by due date (?includeCancelled=true for the cancelled ones too).' })
  @ApiNotFoundResponse({ description: 'CONTRACT_NOT_FOUND' })
  invoices(@ContractId() id: string, @Query() query: ContractInvoicesDto): Promise<ContractInvoices> {
    return this.queries.invoicesOf(id, query);
  }

  @Post()
  @Permissions(ESTATE_PERMISSIONS.contractsWrite)
  @ApiCreatedResponse({ description: 'The new contract (numbered CNT-<year>-<number> when no number is sent).' })
  @ApiBadRequestResponse({ description: WRITE_REFUSALS })
  @ApiConflictResponse({ description: 'CONTRACT_OVERLAP naming the other contract, CONTRACT_NUMBER_TAKEN.' })
  create(
    @Body() input: ContractInputDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<EstateContract> {
    return this.contracts.create(input, user.id, actor, requestOrigin(request));
  }

  @Patch(':id')
  @Permissions(ESTATE_PERMISSIONS.contractsWrite)
  @ApiOkResponse({ description: 'The contract as saved; new money terms re-issue its unpaid future invoices.' })
  @ApiBadRequestResponse({ description: WRITE_REFUSALS })
  @ApiConflictResponse({
    description:
      'CONTRACT_OVERLAP, CONTRACT_NUMBER_TAKEN, CONTRACT_CLOSED (terminated), CONTRACT_TENANT_LOCKED (another tenant ' +
      'once a payment or refund is recorded on its invoices), CONTRACT_PROPERTY_LOCKED (a unit of another property, ' +
      'likewise).',
  })
  @ApiNotFoundResponse({ description: 'CONTRACT_NOT_FOUND' })
  update(
    @ContractId() id: string,
    @Body() input: ContractUpdateDto,
    @RequestActor() actor: Actor,
    @Req() request: FastifyRequest,
  ): Promise<EstateContract> {
    return this.contracts.update(id, input, actor, requestOrigin(request));
  }

  @Post(':id/terminate')
  @Permissions(ESTATE_PERMISSIONS.contractsWrite)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The terminated contract; its unpaid invoices due from that day are cancelled.' })
  @ApiConflictResponse({ description: 'CONTRACT_CLOSED: terminated already, or expired.' })
  @ApiNotFoundResponse({ description: 'CONTRACT_NOT_FOUND' })
  terminate(
    @ContractId() id: string,
    @Body() input: TerminateContractDto,
    @RequestActor() actor: Actor,
  ): Promise<EstateContract> {
    return this.contracts.terminate(id, input, actor);
  }

  @Post(':id/renew')
  @Permissions(ESTATE_PERMISSIONS.contractsWrite)
  @ApiCreatedResponse({ description: 'The renewal: a linked contract from the day after this one ends.' })
  @ApiConflictResponse({ description: 'CONTRACT_ALREADY_RENEWED, CONTRACT_CLOSED (terminated), CONTRACT_OVERLAP.' })
  @ApiNotFoundResponse({ description: 'CONTRACT_NOT_FOUND' })
  renew(
    @ContractId() id: string,
    @Body() input: RenewContractDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<EstateContract> {
    return this.contracts.renew(id, input, user.id, actor);
  }

  @Delete(':id')
  @Permissions(ESTATE_PERMISSIONS.contractsWrite)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted with its invoices.' })
  @ApiConflictResponse({ description: 'ESTATE_DELETE_BLOCKED (paid_invoices).' })
  @ApiNotFoundResponse({ description: 'CONTRACT_NOT_FOUND' })
  async remove(@ContractId() id: string, @RequestActor() actor: Actor): Promise<void> {
    await this.contracts.remove(id, actor);
  }
}
