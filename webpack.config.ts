import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import 'webpack-dev-server';
import { muiOnDemand } from './scripts/webpack/mui-on-demand';
import { PrecompressPlugin } from './scripts/webpack/precompress';
import { RouteStatsPlugin } from './scripts/webpack/route-stats';

const root = __dirname;
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');

/**
 * react-router's package "exports" name only its development build (no "production"
 * condition), so webpack would ship that build — larger and full of dev checks — in
 * production. Point the two entry points react-router-dom uses at the production build.
 */
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'production/dom-export.mjs'),
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: path.join(root, 'src/index.tsx'),
    output: {
      path: path.join(root, 'dist/client'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
      // Source maps for reading production stack traces, written beside the served folder
      // (dist/client-maps), never into it, and not linked from the bundles (issue 16).
      sourceMapFilename: '../client-maps/[file].map',
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@app': path.join(root, 'src/app'),
        '@shared': path.join(root, 'src/shared'),
        '@features': path.join(root, 'src/features'),
        '@contracts': path.join(root, 'server/src/contracts'),
        ...(production ? reactRouterProduction : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      muiOnDemand(root),
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '/api'),
      }),
      new HtmlWebpackPlugin({ template: path.join(root, 'public/index.html'), favicon: path.join(root, 'public/favicon.svg') }),
      new CopyWebpackPlugin({ patterns: [{ from: path.join(root, 'public/rooms'), to: 'rooms' }] }),
      ...(production ? [new PrecompressPlugin(), new RouteStatsPlugin(path.join(root, 'dist/client-stats.json'))] : []),
    ],
    performance: { hints: false },
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // A page's own packages stay in its chunk; those two pages or more share go to a
          // shared chunk (the default group), not into one per package set (docs/decisions/0230).
          defaultVendors: false,
          // What every route runs and draws, one file all routes share and the browser keeps
          // across deploys of the app's own code: React, Redux, the router, emotion, MUI's core,
          // and the buttons and lists of the sign-in page and the navigation.
          vendor: { name: 'vendor', chunks: 'initial', test: /[\\/]node_modules[\\/]/, priority: 20 },
          muiCore: {
            name: 'vendor',
            test: /[\\/]@mui[\\/]material[\\/](Button|Divider|List|ListItem|ListItemButton|ListItemIcon|ListItemSecondaryAction|ListItemText)[\\/]/,
            priority: 30,
            enforce: true,
          },
        },
      },
      // swc's minifier (a Rust build of the compiler that already transpiles src/) instead of
      // terser: 13.5 of an 18 s production build were terser's, on the e2e step of every test run.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: `http://localhost:${process.env.PORT ?? 8080}` }],
    },
  };
};
