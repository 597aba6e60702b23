// A database per test file lives in packages/test-support (@estate/test-support), shared with the browser tests.
export * from '../../../packages/test-support/src/database.js';
