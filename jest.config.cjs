/**
 * Every test of the repository: unit tests, API tests against a real PostgreSQL (services),
 * and browser tests of the composed site in Chromium (e2e). `npm test` runs them all.
 */
const swcTransform = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@estate/contracts$': '<rootDir>/packages/contracts/src/index.ts',
  '^@estate/test-support$': '<rootDir>/packages/test-support/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

const services = require('./services/jest.config.cjs');

module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{packages,shell,mfe-public,mfe-admin,mfe-estate,mfe-portals,scripts}/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swcTransform },
      moduleNameMapper,
    },
    { displayName: 'services', ...services },
    {
      displayName: 'browser',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/tests/**/*.e2e.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcTransform },
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
    },
  ],
};
