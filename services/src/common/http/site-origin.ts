import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/** The origin the site is served at when PUBLIC_URL is unset: the address the server prints at start. */
export function localOrigin(port: number): string {
  return `http://localhost:${port}`;
}

/**
 * Where the site lives, for every absolute link the server writes (mails, documents): PUBLIC_URL, else the
 * address printed at start. Never the request's Host or X-Forwarded-Host, which a client chooses.
 */
@Injectable()
export class SiteOrigin {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  get(): string {
    if (this.config.publicUrl) return new URL(this.config.publicUrl).origin;
    const address = this.adapterHost.httpAdapter?.getHttpServer()?.address() as AddressInfo | string | null;
    return localOrigin(address && typeof address === 'object' ? address.port : this.config.port);
  }
}
