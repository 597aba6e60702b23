import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import { SESSION_COOKIE } from '@estate/contracts';
import { BadRequestException, ValidationPipe } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from './common/config/app-config.js';
import { ApiExceptionFilter } from './common/filters/api-exception.filter.js';
import { validationErrorBody } from './common/filters/error-body.js';
import { registerInputGuard } from './common/http/input-guard.js';
import { registerUploadBodyParser } from './common/objects/upload-body-parser.js';
import { registerImportBodyParser } from './estate/transfer/import-body.js';
import { registerCompression } from './common/compression/compression.js';
import { registerSubresourceHeaders } from './common/http/subresource-headers.js';
import { contentSecurityPolicyDirectives } from './common/static/content-security-policy.js';
import { registerStaticAssets } from './common/static/static-assets.js';

export const API_PREFIX = 'api';
export const API_DOCS_PATH = `${API_PREFIX}/docs`;

/** Everything the HTTP server needs besides the modules: headers, cookies, CSRF, validation, errors, docs, static files. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: true, directives: contentSecurityPolicyDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  registerSubresourceHeaders(fastify);

  await registerCompression(fastify);
  await app.register(fastifyCookie);
  // Cross-site writes are refused (Sec-Fetch-Site, else Origin against Host); the public address may write.
  app.enableCsrfProtection({ trustedOrigins: config.publicUrl ? [new URL(config.publicUrl).origin] : [] });

  app.setGlobalPrefix(API_PREFIX);
  registerInputGuard(app);
  registerUploadBodyParser(fastify, `/${API_PREFIX}/objects/:key`);
  registerImportBodyParser(fastify, `/${API_PREFIX}/estate/import/:entity`);
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new BadRequestException(validationErrorBody(errors)),
    }),
  );
  app.useGlobalFilters(new ApiExceptionFilter());

  const documentConfig = new DocumentBuilder()
    .setTitle('Real-estate platform API')
    .setDescription('Public site, administration, estate back office and portals.')
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE);
  if (config.publicUrl) documentConfig.addServer(config.publicUrl);
  const document = SwaggerModule.createDocument(app, documentConfig.build());
  SwaggerModule.setup(API_DOCS_PATH, app, document, { jsonDocumentUrl: `${API_DOCS_PATH}-json` });

  await registerStaticAssets(fastify, config);
}
