const { createWebpackConfig } = require('@estate/platform/build/create-webpack-config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig(
    {
      appDir: __dirname,
      name: 'mfe_estate',
      kind: 'remote',
      exposes: { './routes': './src/routes.tsx' },
      standalone: Boolean(env && env.standalone),
      port: 8083,
    },
    argv,
  );
