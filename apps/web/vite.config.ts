import react from '@vitejs/plugin-react';
import mantinePreset from 'postcss-preset-mantine';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';

const API_TARGET = 'http://localhost:3000';

/**
 * Paths the API owns (spec section 7 and DESIGN.md "Runtime"). Regex keys match whole segments, so a page
 * route such as `/authors` would never be proxied by accident.
 */
const PROXIED_PATHS = ['api', 'auth', 'integrations', 'fields', 'billing', 'sandbox'] as const;

const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  PROXIED_PATHS.map((segment) => [`^/${segment}(?:/|\\?|$)`, { target: API_TARGET, changeOrigin: false }]),
);
proxy['^/chat(?:/|\\?|$)'] = { target: API_TARGET, ws: true, changeOrigin: false };

export default defineConfig({
  plugins: [
    react(),
    // `.br` and `.gz` beside every text asset, at the best ratio once at build time; the server sends the one
    // the browser accepts (http/web-app.plugin.ts). Source maps are left alone: only developers fetch them.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  css: { postcss: { plugins: [mantinePreset()] } },
  server: { port: 5173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // `@ting/contracts` only declares schemas and constants. Declaring it free of side effects lets the
        // bundler drop its unused modules, so /login, which needs only toast texts, does not ship zod.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
