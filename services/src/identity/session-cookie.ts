import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_COOKIE } from '@estate/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../common/config/app-config.js';

/**
 * HTTPS when the public address is https, or the request came over it: directly, or through a proxy that
 * TRUST_PROXY names (Fastify reads X-Forwarded-Proto from those only).
 */
export function isSecureRequest(request: FastifyRequest, config: AppConfig): boolean {
  return config.publicUrl?.startsWith('https:') === true || request.protocol === 'https';
}

export function sessionCookieOptions(request: FastifyRequest, config: AppConfig): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, config),
    maxAge: config.sessionAbsoluteHours * 3600,
  };
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies?.[SESSION_COOKIE];
  return token && token.length <= 128 ? token : undefined;
}

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: AppConfig, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, config));
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest, config: AppConfig): void {
  const { maxAge: _maxAge, ...options } = sessionCookieOptions(request, config);
  reply.clearCookie(SESSION_COOKIE, options);
}
