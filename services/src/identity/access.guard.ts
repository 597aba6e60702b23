import { ERROR_CODES } from '@estate/contracts';
import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import {
  IS_PUBLIC,
  type PublicAccess,
  REQUIRED_PERMISSIONS,
  REQUIRED_ROLES,
} from '../common/auth/access.decorators.js';
import { readSessionToken } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

/**
 * The one guard on every route, deny by default: a route is open only when marked @Public(); any other
 * needs a live session (401), and the role of @Roles() and every permission of @Permissions() (403).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return false;
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<PublicAccess | undefined>(IS_PUBLIC, targets);
    if (isPublic === true) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = readSessionToken(request);
    const user = token ? await this.sessions.authenticate(token) : null;
    if (isPublic === 'identify') {
      if (user) request.authUser = user;
      return true;
    }
    if (!user) {
      throw new UnauthorizedException({ code: ERROR_CODES.unauthenticated, message: 'Sign in to continue' });
    }
    request.authUser = user;

    const roles = this.reflector.getAllAndOverride<string[] | undefined>(REQUIRED_ROLES, targets);
    const permissions = this.reflector.getAllAndOverride<string[] | undefined>(REQUIRED_PERMISSIONS, targets);
    const roleAllowed = !roles || roles.includes(user.role);
    const permissionsAllowed = !permissions || permissions.every((name) => user.permissions.includes(name));
    if (!roleAllowed || !permissionsAllowed) {
      throw new ForbiddenException({ code: ERROR_CODES.forbidden, message: 'Access denied to this page' });
    }
    return true;
  }
}
