// Starting the built API for a test, and CONFIG_VARIABLES (the variables the server reads, which a new setting of the
// API joins), live in packages/test-support (@estate/test-support), shared with the browser tests.
export * from '../../../packages/test-support/src/server.js';
