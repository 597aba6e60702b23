/**
 * Webpack configuration shared by the shell and the four remotes.
 * Each app's webpack.config.cjs calls this with its name and what it exposes.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('../federation.cjs');

/**
 * @param {object} options
 * @param {string} options.appDir folder of the app (its src/ is compiled)
 * @param {string} options.name federation name (shell, mfe_public, ...)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {boolean} [options.standalone] remote built as its own page with a dev harness
 * @param {string} [options.outputPath]
 */
function createWebpackConfig(options, argv = {}) {
  const { appDir, name, kind, exposes = {}, runtimePlugins = [], standalone = false } = options;
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const production = mode === 'production';
  const providesShared = kind === 'host' || standalone;
  const outputPath = options.outputPath || process.env.MFE_OUTPUT_PATH || path.join(appDir, 'dist');
  const hashed = production ? '.[contenthash:8]' : '';

  const swcOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2022',
    },
  };

  return {
    mode,
    context: appDir,
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    entry: kind === 'host' ? './src/index.tsx' : standalone ? './src/dev/index.tsx' : {},
    output: {
      path: outputPath,
      publicPath: 'auto',
      uniqueName: name,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: [
        'estate-source',
        production ? 'production' : 'development',
        'browser',
        'import',
        'module',
        'webpack',
        'default',
      ],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
    plugins: [
      new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: standalone ? {} : exposes,
        shared: sharedDependencies({ provide: providesShared }),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: kind === 'remote' && !standalone ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        dev: false,
        // The shell carries the one federation runtime; remotes reuse it instead of shipping a copy.
        experiments: {
          asyncStartup: true,
          ...(kind === 'host' ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
        },
      }),
      ...(kind === 'host' || standalone
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              title: 'دار العقارية',
              publicPath: '/',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      ...(production ? precompressedCopies() : []),
    ],
    devServer: {
      historyApiFallback: true,
      hot: false,
      port: options.port,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/mfe-config.json'], target: process.env.API_URL || 'http://localhost:3000' }],
    },
  };
}

/** Text files a browser fetches from a build: served brotli- or gzip-compressed from copies made here. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|map|txt)$/;

/**
 * A .br and a .gz copy beside every text file of a production build (manifest, entry and HTML included),
 * compressed once at the highest level, so the server only picks the copy the request accepts.
 * Listed after the federation plugin: its manifest is emitted at the same stage and must exist first.
 */
function precompressedCopies() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: Number.MAX_SAFE_INTEGER };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

module.exports = { createWebpackConfig };
