import type { CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_COOKIE } from '@estate/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../common/config/app-config.js';

/** HTTPS when the request came over it (directly or through a proxy saying so) or the public address is https. */
export function isSecureRequest(request: FastifyRequest, config: AppConfig): boolean {
  if (config.publicUrl?.startsWith('https:')) return true;
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https';
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

/** Where the browser shows the site: PUBLIC_URL, else the origin the request was made to. */
export function publicOrigin(request: FastifyRequest, config: AppConfig): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const scheme = isSecureRequest(request, config) ? 'https' : 'http';
  return `${scheme}://${request.headers.host ?? 'localhost'}`;
}
