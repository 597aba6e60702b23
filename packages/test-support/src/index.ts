export * from './api-client.js';
export * from './database.js';
export * from './server.js';
export * from './template.js';
export * from './smtp-sink.js';
export * from './bidder-admission.js';
