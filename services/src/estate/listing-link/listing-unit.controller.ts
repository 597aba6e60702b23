import { ESTATE_PERMISSIONS, type ListingUnit } from '@estate/contracts';
import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Permissions } from '../../common/auth/access.decorators.js';

/** /api/estate/listings/{listingId}/unit: from a public listing back to the unit it was published from. */
@ApiTags('estate')
@ApiCookieAuth()
@Controller('estate/listings/:listingId/unit')
export class ListingUnitController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  @Permissions(ESTATE_PERMISSIONS.propertiesRead)
  @ApiOkResponse({ description: '`{ unitId }`, null when no unit was published as this listing.' })
  async unitOf(@Param('listingId', new ParseUUIDPipe()) listingId: string): Promise<ListingUnit> {
    const [row] = (await this.dataSource.query(`SELECT id FROM estate_units WHERE listing_id = $1`, [listingId])) as {
      id: string;
    }[];
    return { unitId: row?.id ?? null };
  }
}
