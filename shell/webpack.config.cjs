const { createWebpackConfig } = require('@estate/platform/build/create-webpack-config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig(
    {
      appDir: __dirname,
      name: 'shell',
      kind: 'host',
      runtimePlugins: [require.resolve('./src/federation/offline-remote-plugin.ts')],
      prerender: './src/prerender.tsx',
      port: 8080,
    },
    argv,
  );
