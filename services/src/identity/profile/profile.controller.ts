import type { ActiveSession, SessionUser } from '@estate/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type Actor, type AuthenticatedUser, CurrentUser, RequestActor } from '../../common/auth/authenticated-user.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { ProfileService } from './profile.service.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { PROFILE_EDIT_LIMIT } from '../../common/rate-limit/route-limits.js';

/** PATCH /api/me/profile, POST /api/me/password, GET /api/me/sessions, DELETE /api/me/sessions/{id}: any signed-in user. */
@ApiTags('profile')
@ApiCookieAuth()
@Controller('me')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Patch('profile')
  @RateLimit(PROFILE_EDIT_LIMIT)
  @ApiOkResponse({ description: "One's own name and phone changed; answers the user as /api/auth/me does." })
  update(
    @Body() dto: UpdateProfileDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<SessionUser> {
    return this.profile.update(dto, { ...actor, ...user });
  }

  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({
    description:
      'Password changed, every other session of the account ended, a notice mailed. 400 WRONG_PASSWORD (currentPassword); wrong attempts are throttled like sign-in (429).',
  })
  changePassword(
    @Body() dto: ChangePasswordDto,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<void> {
    return this.profile.changePassword(dto, { ...actor, ...user });
  }

  @Get('sessions')
  @ApiOkResponse({ description: "One's live sessions, most recently used first; `current` marks this request's." })
  sessions(@CurrentUser() user: AuthenticatedUser, @RequestActor() actor: Actor): Promise<ActiveSession[]> {
    return this.profile.activeSessions({ ...actor, ...user });
  }

  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({
    description:
      "That session ended (its next request is 401). 404 when not the caller's; 409 CURRENT_SESSION for this one.",
  })
  endSession(
    @Param('id') id: string,
    @CurrentUser() user: AuthenticatedUser,
    @RequestActor() actor: Actor,
  ): Promise<void> {
    return this.profile.endSession(id, { ...actor, ...user });
  }
}
