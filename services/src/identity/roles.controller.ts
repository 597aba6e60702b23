import { type RoleDto, USER_ADMIN_ROLES } from '@estate/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators.js';
import { type Actor, RequestActor } from '../common/auth/authenticated-user.js';
import { CreateRoleDto } from './dto/create-role.dto.js';
import { UpdateRoleDto } from './dto/update-role.dto.js';
import { RolesService } from './roles.service.js';

@ApiTags('administration')
@ApiCookieAuth()
@Controller('roles')
@Roles(...USER_ADMIN_ROLES)
export class RolesController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  list(): Promise<RoleDto[]> {
    return this.roles.list();
  }

  @Post()
  create(@Body() dto: CreateRoleDto, @RequestActor() actor: Actor): Promise<RoleDto> {
    return this.roles.create(dto, actor);
  }

  @Patch(':id')
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateRoleDto,
    @RequestActor() actor: Actor,
  ): Promise<RoleDto> {
    return this.roles.update(id, dto, actor);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Deleted; its users now hold the role `user`. 409 SYSTEM_ROLE.' })
  remove(@Param('id', ParseUUIDPipe) id: string, @RequestActor() actor: Actor): Promise<void> {
    return this.roles.remove(id, actor);
  }
}
