// Unit tests (src/**/*.spec.ts) and HTTP tests against the built server (test/*.e2e-spec.ts).
const swc = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: {
    '^@estate/contracts$': '<rootDir>/../packages/contracts/src/index.ts',
    '^@estate/test-support$': '<rootDir>/../packages/test-support/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Builds the API these tests start and notes whether PostgreSQL answers.
  globalSetup: '<rootDir>/../packages/test-support/src/global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/test/support/setup-timeout.ts'],
};
