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
const fs = require('node:fs/promises');
const os = require('node:os');
const webpackModule = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('../federation.cjs');
const { ensureAntdStyles } = require('./antd-styles.cjs');

/**
 * @param {object} options
 * @param {string} options.appDir folder of the app (its src/ is compiled)
 * @param {string} options.name federation name (shell, mfe_public, ...)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]
 * @param {string[]} [options.runtimePlugins]
 * @param {boolean} [options.standalone] remote built as its own page with a dev harness
 * @param {string} [options.outputPath]
 * @param {string} [options.prerender] module rendered at build (production only): its `prerender({ readFile })`
 *   resolves files (path in the output folder → text) written beside the build, e.g. the shell's HTML
 */
function createWebpackConfig(options, argv = {}) {
  const { appDir, name, kind, exposes = {}, runtimePlugins = [], standalone = false } = options;
  const mode = argv.mode || process.env.NODE_ENV || 'production';
  const production = mode === 'production';
  const providesShared = kind === 'host' || standalone;
  const outputPath = options.outputPath || process.env.MFE_OUTPUT_PATH || path.join(appDir, 'dist');
  const hashed = production ? '.[contenthash:8]' : '';
  // A build that carries the design system writes its stylesheets first (they are imported by its entries).
  if (providesShared) ensureAntdStyles();

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
      // react-router's package exports name only its development build; production builds take its own production files.
      alias: { ...(production ? reactRouterProduction() : {}), 'estate-react-router$': reactRouterBuild(production) },
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
        ...sideEffectFreeLibraries,
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
      ...(kind === 'host' ? [new StartupPreloadPlugin()] : []),
      configProviderWithoutUniqueTooltips(webpackModule),
      ...(production && options.prerender
        ? [new PrerenderPlugin(prerenderConfig({ appDir, name, entry: options.prerender, swcOptions }))]
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

/**
 * Libraries under antd whose modules only define things, but whose package.json does not say so: without the
 * flag, importing one name from a package's index brings every module it re-exports (antd's colour helpers
 * took the whole colour picker into every page's first load).
 */
const sideEffectFreeLibraries = [
  /[\\/]node_modules[\\/]@rc-component[\\/]/,
  /[\\/]node_modules[\\/]@ant-design[\\/](?:colors|fast-color|cssinjs-utils)[\\/]/,
].map((test) => ({ test, sideEffects: false }));

/**
 * antd's ConfigProvider imports the tooltip's UniqueProvider (and with it @rc-component/trigger) for
 * `tooltip.unique`, an option the platform never sets: there, and only there, a stub takes its place
 * (build/stubs/tooltip-unique-provider.js). The tooltip itself still imports the real one.
 */
function configProviderWithoutUniqueTooltips(webpack) {
  const stub = path.join(__dirname, 'stubs/tooltip-unique-provider.js');
  const configProvider = path.join('antd', 'es', 'config-provider');
  return new webpack.NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resource) => {
    if (resource.context.endsWith(configProvider)) resource.request = stub;
  });
}

/**
 * Hints in the shell's HTML for the files its start needs: the shared libraries (React, the router, the
 * query cache, i18n, the platform and its light design-system entry...) are loaded by the federation runtime
 * only once main.js has run, one request after another; hinted, they download beside main.js instead.
 * The files are those of the shared modules the shell's initial chunks consume (their local fallbacks), and
 * of those they consume in turn.
 */
class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const { chunkGraph } = compilation;
        const files = new Set();
        const seen = new Set();
        // Consumed from the initial chunks, then whatever those libraries consume in turn (the platform's
        // entries consume React, antd...), until nothing new is reached.
        let pending = [...compilation.modules].filter(
          (module) =>
            module.type === 'consume-shared-module' &&
            [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.canBeInitial()),
        );
        while (pending.length) {
          const next = [];
          for (const module of pending) {
            if (seen.has(module)) continue;
            seen.add(module);
            for (const block of module.blocks) {
              for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
                for (const file of chunk.files) files.add(file);
                for (const inner of chunkGraph.getChunkModulesIterable(chunk)) {
                  if (inner.type === 'consume-shared-module') next.push(inner);
                }
              }
            }
          }
          pending = next;
        }
        const tags = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `/${file}`,
              as: file.endsWith('.css') ? 'style' : 'script',
              // After the page's own stylesheet and the prerendered start, which paint first.
              fetchpriority: 'low',
            }),
          );
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

/** The same sources compiled for Node, to render static markup at build time (never shipped). */
function prerenderConfig({ appDir, name, entry, swcOptions }) {
  return {
    mode: 'production',
    context: appDir,
    target: 'node',
    devtool: false,
    entry: { prerender: entry },
    output: {
      path: path.join(os.tmpdir(), `estate-prerender-${name}-${process.pid}`),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      alias: { ...reactRouterProduction(), 'estate-react-router$': reactRouterBuild(true) },
      extensions: ['.tsx', '.ts', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      conditionNames: ['estate-source', 'production', 'node', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        // Stylesheets reach the page through the browser build; here an import of one is only a string.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * After the browser build is written, compiles the app's prerender module for Node, runs it, and writes
 * what it returns into the output folder with .br/.gz copies (the build's own copies are made earlier).
 */
class PrerenderPlugin {
  constructor(config) {
    this.config = config;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length) return;
      const webpack = compiler.webpack;
      const outputPath = compilation.outputOptions.path;
      await new Promise((resolve, reject) => {
        const child = webpack(this.config);
        child.run((error, stats) => {
          child.close(() => {});
          if (error) return reject(error);
          if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
          resolve();
        });
      });
      const bundle = path.join(this.config.output.path, 'prerender.cjs');
      delete require.cache[bundle];
      try {
        const { prerender } = require(bundle);
        const files = await prerender({ readFile: (name) => fs.readFile(path.join(outputPath, name), 'utf8') });
        for (const [name, text] of Object.entries(files)) {
          const target = path.join(outputPath, name);
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.writeFile(target, text);
          await fs.writeFile(`${target}.br`, zlib.brotliCompressSync(text, brotliOptions));
          await fs.writeFile(`${target}.gz`, zlib.gzipSync(text, gzipOptions));
        }
      } finally {
        delete require.cache[bundle];
        await fs.rm(this.config.output.path, { recursive: true, force: true });
      }
    });
  }
}

const reactRouterDist = (production) =>
  path.join(
    path.dirname(require.resolve('react-router/package.json')),
    production ? 'dist/production' : 'dist/development',
  );

/** The library behind the platform's shared router entry (packages/platform/src/router/router-exports.ts). */
const reactRouterBuild = (production) => path.join(reactRouterDist(production), 'index.mjs');

function reactRouterProduction() {
  return {
    'react-router$': path.join(reactRouterDist(true), 'index.mjs'),
    'react-router/dom$': path.join(reactRouterDist(true), 'dom-export.mjs'),
  };
}

/** Text files a browser fetches from a build: served brotli- or gzip-compressed from copies made here. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|map|txt)$/;

/**
 * A .br and a .gz copy beside every text file of a production build (manifest, entry and HTML included),
 * compressed once at the highest level, so the server only picks the copy the request accepts.
 * Listed after the federation plugin: its manifest is emitted at the same stage and must exist first.
 */
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
const gzipOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

function precompressedCopies() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: Number.MAX_SAFE_INTEGER };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: brotliOptions,
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: gzipOptions,
    }),
  ];
}

module.exports = { createWebpackConfig };
