const { createWebpackConfig } = require('@estate/platform/build/create-webpack-config.cjs');

module.exports = (env, argv) =>
  createWebpackConfig(
    {
      appDir: __dirname,
      name: 'mfe_public',
      kind: 'remote',
      exposes: { './routes': './src/routes.tsx' },
      standalone: Boolean(env && env.standalone),
      prerender: './src/prerender.tsx',
      port: 8081,
    },
    argv,
  );
