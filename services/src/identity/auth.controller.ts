import {
  type MessageResponse,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  type RegisterResponse,
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  type SessionUser,
} from '@estate/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/auth/access.decorators.js';
import { type AuthenticatedUser, CurrentUser } from '../common/auth/authenticated-user.js';
import type { AppConfig } from '../common/config/app-config.js';
import { APP_CONFIG } from '../common/config/config.module.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { AuthService, type ClientInfo } from './auth.service.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterUserDto } from './dto/register-user.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.js';
import { toSessionUser } from './user-dto.js';

const FORGOT_PASSWORD_ANSWER: MessageResponse = {
  message: 'If an account exists for this email, a link to reset the password has been sent to it.',
};

const HOUR = 3600;

function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Signed in: the user, and the session cookie set (httpOnly).' })
  async login(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionUser> {
    const client = clientOf(request);
    // A sign-in always starts a new session; the one this browser had ends.
    const previous = readSessionToken(request);
    const { user, token } = await this.auth.login(dto, client);
    if (previous) await this.auth.logout(previous, client);
    setSessionCookie(reply, request, this.config, token);
    return user;
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The session (if any) is ended and its cookie cleared.' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const token = readSessionToken(request);
    if (token) await this.auth.logout(token, clientOf(request));
    clearSessionCookie(reply, request, this.config);
  }

  @Get('me')
  @ApiCookieAuth()
  @ApiOkResponse({ description: 'The signed-in user with the permissions of their role; 401 when signed out.' })
  me(@CurrentUser() user: AuthenticatedUser): SessionUser {
    return toSessionUser(user);
  }

  @Public()
  @Post('register')
  @RateLimit({
    name: 'register',
    by: 'address',
    limit: REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    windowSeconds: HOUR,
    message: 'Too many accounts were registered from this address. Try again later.',
  })
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiAcceptedResponse({
    description:
      '`{ agentRequested }`, the same whether or not the email has an account: a new one gets a `user` ' +
      'account (not signed in; role "agent" also records a request an admin decides on), an existing one makes ' +
      'nothing and its owner is mailed that someone tried to register with it.',
  })
  register(@Body() dto: RegisterUserDto, @Req() request: FastifyRequest): Promise<RegisterResponse> {
    return this.auth.register(dto, clientOf(request));
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit({
    name: 'reset:address',
    by: 'address',
    limit: RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
    windowSeconds: HOUR,
    message: 'Too many password reset requests from this address. Try again later.',
  })
  @ApiAcceptedResponse({ description: 'The same answer whether the email is known or not.' })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() request: FastifyRequest): Promise<MessageResponse> {
    await this.auth.forgotPassword(dto, clientOf(request));
    return FORGOT_PASSWORD_ANSWER;
  }

  @Public()
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Password changed; every session of the user ended. 400 INVALID_RESET_TOKEN.' })
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() request: FastifyRequest): Promise<MessageResponse> {
    await this.auth.resetPassword(dto, clientOf(request));
    return { message: 'Your password has been changed. Sign in with the new password.' };
  }
}
