import {
  type EstateContract,
  ESTATE_PERMISSIONS,
  type LeaseJobResult,
  LEASE_ERROR_CODES,
  LEASE_RULES_EDIT_ROLES,
  type LeaseRules,
  type NonRenewalNotice,
  type RentLimit,
  type RentRule,
} from '@estate/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Permissions, Roles } from '../../common/auth/access.decorators.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../../common/auth/authenticated-user.js';
import { estateIdPipe } from '../shared/estate-errors.js';
import { NonRenewalNoticeDto, RentLimitQueryDto, TenantNoticeDto } from './dto/non-renewal-notice.dto.js';
import { LeaseSettingsDto, RentRuleDto, RentRuleUpdateDto } from './dto/lease-settings.dto.js';
import { LeaseJobs } from './lease-jobs.service.js';
import { LeaseRulesAdmin } from './lease-rules-admin.service.js';
import { NonRenewalNotices } from './non-renewal-notices.service.js';
import { RentRules } from './rent-rules.js';

const RULE_ID = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException({ code: LEASE_ERROR_CODES.rentRuleNotFound, message: 'No such rent rule' }),
});

/**
 * /api/estate/lease-rules: the lease settings and rent rules, read by those who read contracts and changed by an admin
 * (LEASE_RULES_EDIT_ROLES), each change audited.
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/lease-rules')
export class LeaseRulesController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rentRules: RentRules,
    private readonly jobs: LeaseJobs,
    private readonly admin: LeaseRulesAdmin,
  ) {}

  @Get()
  @Permissions(ESTATE_PERMISSIONS.contractsRead)
  @ApiOkResponse({
    description:
      'The notice window, reminder days, automatic renewal, the rent rules and the Ejar rent rule, with sources.',
  })
  rules(): Promise<LeaseRules> {
    return this.admin.read();
  }

  @Patch('settings')
  @Roles(...LEASE_RULES_EDIT_ROLES)
  @ApiOkResponse({ description: 'The rules after the change (the fields sent change); audited.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming each field (days out of range, a blank source...).' })
  updateSettings(@Body() input: LeaseSettingsDto, @RequestActor() actor: Actor): Promise<LeaseRules> {
    return this.admin.updateSettings(input, actor);
  }

  @Post('rent-rules')
  @Roles(...LEASE_RULES_EDIT_ROLES)
  @ApiCreatedResponse({ description: 'The new rent rule with its source; audited.' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming each field (validTo before validFrom...).' })
  @ApiConflictResponse({ description: 'RENT_RULE_CODE_TAKEN' })
  createRule(@Body() input: RentRuleDto, @RequestActor() actor: Actor): Promise<RentRule> {
    return this.admin.createRule(input, actor);
  }

  @Patch('rent-rules/:id')
  @Roles(...LEASE_RULES_EDIT_ROLES)
  @ApiOkResponse({ description: 'The rent rule after the change (the fields sent change); audited.' })
  @ApiConflictResponse({ description: 'RENT_RULE_CODE_TAKEN' })
  @ApiNotFoundResponse({ description: 'RENT_RULE_NOT_FOUND' })
  updateRule(
    @Param('id', RULE_ID) id: string,
    @Body() input: RentRuleUpdateDto,
    @RequestActor() actor: Actor,
  ): Promise<RentRule> {
    return this.admin.updateRule(id, input, actor);
  }

  @Delete('rent-rules/:id')
  @Roles(...LEASE_RULES_EDIT_ROLES)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Removed; audited.' })
  @ApiNotFoundResponse({ description: 'RENT_RULE_NOT_FOUND' })
  async deleteRule(@Param('id', RULE_ID) id: string, @RequestActor() actor: Actor): Promise<void> {
    await this.admin.deleteRule(id, actor);
  }

  @Get('rent-limit')
  @Permissions(ESTATE_PERMISSIONS.contractsRead)
  @ApiOkResponse({ description: 'The rent rule over a unit for a start date and the most its rent may be.' })
  rentLimit(@Query() query: RentLimitQueryDto): Promise<RentLimit> {
    return this.rentRules.limitFor(this.dataSource.manager, {
      unitId: query.unitId,
      startDate: query.startDate,
      contractId: query.contractId ?? null,
    });
  }

  @Post('run')
  @Permissions(ESTATE_PERMISSIONS.contractsWrite)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      'Runs the lease job now (reminders due, renewals of contracts that ended with no notice); ran false when ' +
      'another run holds it.',
  })
  run(): Promise<LeaseJobResult> {
    return this.jobs.runOnce();
  }
}

const ContractId = () => Param('id', estateIdPipe('contract'));

/** /api/estate/contracts/{id}/notice: notices of non-renewal, given and withdrawn by those who write contracts. */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/contracts')
export class ContractNoticesController {
  constructor(private readonly notices: NonRenewalNotices) {}

  @Post(':id/notice')
  @Permissions(ESTATE_PERMISSIONS.contractsWrite)
  @ApiCreatedResponse({ description: 'The contract with its notice of non-renewal (nonRenewalNotice).' })
  @ApiUnprocessableEntityResponse({ description: 'NOTICE_TOO_LATE with the last allowed day.' })
  @ApiConflictResponse({ description: 'NOTICE_EXISTS, NOTICE_CONTRACT_CLOSED (terminated, renewed or ended).' })
  @ApiNotFoundResponse({ description: 'CONTRACT_NOT_FOUND' })
  give(
    @ContractId() id: string,
    @Body() input: NonRenewalNoticeDto,
    @RequestActor() actor: Actor,
  ): Promise<EstateContract> {
    return this.notices.give(id, input, actor);
  }

  @Delete(':id/notice')
  @Permissions(ESTATE_PERMISSIONS.contractsWrite)
  @ApiOkResponse({ description: 'The contract, its notice withdrawn.' })
  @ApiUnprocessableEntityResponse({ description: 'NOTICE_WITHDRAW_TOO_LATE with the last allowed day.' })
  @ApiNotFoundResponse({ description: 'CONTRACT_NOT_FOUND, NOTICE_NOT_FOUND' })
  withdraw(@ContractId() id: string, @RequestActor() actor: Actor): Promise<EstateContract> {
    return this.notices.withdraw(id, actor);
  }
}

/**
 * /api/me/tenant/contracts/{id}/notice: the signed-in tenant's own notice of non-renewal from the tenant portal, on a
 * contract of the tenant record linked to their account only (another's answers 404 as an unknown id does).
 */
@ApiTags('portals')
@ApiCookieAuth()
@Controller('me/tenant/contracts')
export class TenantNoticesController {
  constructor(private readonly notices: NonRenewalNotices) {}

  @Post(':id/notice')
  @Header('cache-control', 'private, no-store')
  @ApiCreatedResponse({ description: 'The notice as recorded: given by the tenant, today, with the reason.' })
  @ApiUnprocessableEntityResponse({
    description: 'NOTICE_TOO_LATE: fewer than the notice window’s days (60) remain; details: the last allowed day.',
  })
  @ApiConflictResponse({ description: 'NOTICE_EXISTS, NOTICE_CONTRACT_CLOSED (terminated, renewed or ended).' })
  @ApiNotFoundResponse({ description: "CONTRACT_NOT_FOUND: unknown, or not the caller's." })
  give(
    @ContractId() id: string,
    @Body() input: TenantNoticeDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<NonRenewalNotice> {
    return this.notices.giveAsTenant(user.id, id, input.reason, actor);
  }

  @Delete(':id/notice')
  @HttpCode(204)
  @Header('cache-control', 'private, no-store')
  @ApiNoContentResponse({ description: 'The tenant’s own notice withdrawn: the contract renews again at its end.' })
  @ApiForbiddenResponse({ description: 'NOTICE_NOT_YOURS: the landlord gave the notice; only they withdraw it.' })
  @ApiUnprocessableEntityResponse({ description: 'NOTICE_WITHDRAW_TOO_LATE with the last allowed day.' })
  @ApiNotFoundResponse({ description: "CONTRACT_NOT_FOUND (unknown, or not the caller's), NOTICE_NOT_FOUND." })
  withdraw(
    @ContractId() id: string,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<void> {
    return this.notices.withdrawAsTenant(user.id, id, actor);
  }
}
