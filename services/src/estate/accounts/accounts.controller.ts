import { type AccountOption, ESTATE_PERMISSIONS } from '@estate/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Permissions } from '../../common/auth/access.decorators.js';
import { AccountsService } from './accounts.service.js';
import { AccountOptionsDto } from './dto/account-options.dto.js';

/**
 * /api/estate/accounts: the portal accounts staff link owner and tenant records to. Those who write owners and
 * tenants (admin, property_manager) pick from it; it names people, so the readers of the lists do not get it.
 */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Get('options')
  @Permissions(ESTATE_PERMISSIONS.propertiesWrite)
  @ApiOkResponse({
    description:
      'Active accounts with the role (?role=owner|tenant) for the account picker, free ones first, each with the ' +
      'record linked to it already; ?q matches the name or email.',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: role missing or not owner/tenant.' })
  options(@Query() query: AccountOptionsDto): Promise<AccountOption[]> {
    return this.accounts.options(query);
  }
}
