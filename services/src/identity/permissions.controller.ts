import { type PermissionDto, USER_ADMIN_ROLES } from '@estate/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../common/auth/authenticated-user.js';
import { CreatePermissionDto } from './dto/create-permission.dto.js';
import { UpdatePermissionDto } from './dto/update-permission.dto.js';
import { PermissionsService } from './permissions.service.js';

@ApiTags('administration')
@ApiCookieAuth()
@Controller('permissions')
@Roles(...USER_ADMIN_ROLES)
export class PermissionsController {
  constructor(private readonly permissions: PermissionsService) {}

  @Get()
  list(): Promise<PermissionDto[]> {
    return this.permissions.list();
  }

  @Post()
  create(@Body() dto: CreatePermissionDto, @RequestActor() actor: Actor): Promise<PermissionDto> {
    return this.permissions.create(dto, actor);
  }

  @Patch(':id')
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdatePermissionDto,
    @RequestActor() actor: Actor,
  ): Promise<PermissionDto> {
    return this.permissions.update(id, dto, actor);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted, and removed from every role.' })
  remove(@Param('id', ParseUUIDPipe) id: string, @RequestActor() actor: Actor): Promise<void> {
    return this.permissions.remove(id, actor);
  }
}
