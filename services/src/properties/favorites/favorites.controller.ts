import type { FavoritesResponse } from '@estate/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '../../common/auth/authenticated-user.js';
import { MergeFavoritesDto } from './dto/merge-favorites.dto.js';
import { FavoritesService } from './favorites.service.js';
import { PrivateAnswer } from '../../common/http-cache/public-cache.js';

/** The signed-in user's favorites, whatever their role (a guest keeps theirs in the browser). */
@ApiTags('favorites')
@ApiCookieAuth()
@Controller('me/favorites')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Get()
  @PrivateAnswer()
  @ApiOkResponse({ description: '`{ propertyIds }`: the favorite active properties, newest first.' })
  list(@CurrentUser() user: AuthenticatedUser): Promise<FavoritesResponse> {
    return this.favorites.list(user.id);
  }

  @Put(':propertyId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Saved (or already saved).' })
  @ApiNotFoundResponse({ description: 'PROPERTY_NOT_FOUND: no active property with this id.' })
  @ApiConflictResponse({ description: 'FAVORITES_LIMIT: the user already has the most favorites allowed.' })
  add(@CurrentUser() user: AuthenticatedUser, @Param('propertyId', ParseUUIDPipe) propertyId: string): Promise<void> {
    return this.favorites.add(user.id, propertyId);
  }

  @Delete(':propertyId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Not a favorite any more (or never was).' })
  remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('propertyId', ParseUUIDPipe) propertyId: string,
  ): Promise<void> {
    return this.favorites.remove(user.id, propertyId);
  }

  @Post('merge')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: "The guest's favorites are added; answers the whole list, newest first." })
  merge(@CurrentUser() user: AuthenticatedUser, @Body() dto: MergeFavoritesDto): Promise<FavoritesResponse> {
    return this.favorites.merge(user.id, dto.propertyIds);
  }
}
