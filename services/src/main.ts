import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { AppModule } from './app.module.js';
import { type AppConfig, ConfigError, describeDatabase, loadConfig } from './common/config/app-config.js';
import { createNestLogger, fastifyLoggerOptions, type LogFormat, readLogFormat } from './common/logging/logging.js';
import { drainOnSignals, ShutdownState } from './common/http/graceful-shutdown.js';
import { httpServerOptions } from './common/http/http-server.js';
import { localOrigin } from './common/http/site-origin.js';
import { API_PREFIX, configureApp } from './configure-app.js';

/** The checkout this build runs from: services/dist/main.js → ../../ */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The configuration and the log format, or every problem with them printed and exit 1. */
function readConfig(): { config: AppConfig; logFormat: LogFormat } {
  const problems: string[] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const config = attempt(() => loadConfig(process.env, repoRoot));
  const logFormat = attempt(() => readLogFormat(process.env));
  if (!config || !logFormat) {
    console.error(new ConfigError(problems).message);
    process.exit(1);
  }
  return { config, logFormat };
}

async function bootstrap(): Promise<void> {
  const { config, logFormat } = readConfig();
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter({
      ...fastifyLoggerOptions(config.logLevel, logFormat),
      ...httpServerOptions({
        seconds: config.clientTimeoutSeconds,
        uploadPathPrefix: `/${API_PREFIX}/objects/`,
        uploadMinBytesPerSecond: config.uploadMinBytesPerSecond,
      }),
      // X-Forwarded-For/-Proto/-Host are believed only from the proxies TRUST_PROXY names.
      trustProxy:
        typeof config.trustProxy === 'number'
          ? (_address: string, hop: number) => hop < (config.trustProxy as number)
          : (config.trustProxy ?? false),
    }),
    { logger: createNestLogger(config.logLevel, logFormat), abortOnError: false },
  );
  await configureApp(app, config);
  drainOnSignals(app, app.get(ShutdownState), config.shutdownDrainSeconds);
  await app.listen(config.port, config.host);

  const { port } = app.getHttpServer().address() as AddressInfo;
  console.log(`Database: ${describeDatabase(config.database)}`);
  console.log(`Listening on ${localOrigin(port)}`);
}

bootstrap().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
