import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@estate/contracts';
import type { FastifyRequest } from 'fastify';

/** The user a request is made by, as the access guard resolved it from the session cookie. */
export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  permissions: string[];
  sessionId: string;
  /** E.164, null when none (read with the session). */
  phone?: string | null;
}

/** Who did something, for the audit log: the user (or null for a visitor) and the client address. */
export interface Actor {
  id: string | null;
  name: string;
  ip: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthenticatedUser;
  }
}

/** The signed-in user of a route that is not @Public() (the guard has already refused anyone else). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().authUser;
  if (!user) throw new Error('CurrentUser used on a route without a signed-in user');
  return user;
});

/** The actor of a request: the signed-in user if any, else an anonymous visitor. */
export const RequestActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return actorOf(request);
});

export function actorOf(request: FastifyRequest): Actor {
  const user = request.authUser;
  return { id: user?.id ?? null, name: user?.name ?? 'visitor', ip: request.ip ?? null };
}
