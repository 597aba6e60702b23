import { type UserDto, USER_ADMIN_ROLES } from '@estate/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/access.decorators.js';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../common/auth/authenticated-user.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { ListUsersDto } from './dto/list-users.dto.js';
import { UpdateUserStatusDto } from './dto/update-user-status.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('administration')
@ApiCookieAuth()
@Controller('users')
@Roles(...USER_ADMIN_ROLES)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ description: 'Users matching ?search (name, email, employee id), ?role and ?status.' })
  list(@Query() query: ListUsersDto): Promise<UserDto[]> {
    return this.users.list(query);
  }

  @Post()
  create(@Body() dto: CreateUserDto, @RequestActor() actor: Actor): Promise<UserDto> {
    return this.users.create(dto, actor);
  }

  @Patch(':id')
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateUserDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<UserDto> {
    return this.users.update(id, dto, { ...actor, ...user });
  }

  @Patch(':id/status')
  setStatus(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateUserStatusDto,
    @RequestActor() actor: Actor,
  ): Promise<UserDto> {
    return this.users.setStatus(id, dto.isActive, actor);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  remove(@Param('id', ParseUUIDPipe) id: string, @RequestActor() actor: Actor): Promise<void> {
    return this.users.remove(id, actor);
  }
}
