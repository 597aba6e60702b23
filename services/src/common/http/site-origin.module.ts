import { Global, Module } from '@nestjs/common';
import { SiteOrigin } from './site-origin.js';

/** Where the site lives, for every module that writes absolute links. */
@Global()
@Module({ providers: [SiteOrigin], exports: [SiteOrigin] })
export class SiteOriginModule {}
