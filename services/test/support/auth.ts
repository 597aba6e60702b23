// The API client lives in packages/test-support (@estate/test-support), shared with the browser tests.
export * from '../../../packages/test-support/src/api-client.js';
