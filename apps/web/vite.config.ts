import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Long-lived libraries in their own files: they stay cached across app releases. The chart
// libraries (loaded with the first chart, or ahead of it when the browser is idle) come in three
// files that download in parallel; the first match wins, so vega-lite and vega-embed come first.
// Prefixes end in '/' where a longer name shares them: react-grid-layout is not React.
const vendorChunks: Record<string, string[]> = {
  react: ['react/', 'react-dom/', 'react-router/', 'scheduler/'],
  mantine: ['@mantine/', '@floating-ui/', '@tabler/icons-react'],
  data: ['@tanstack/', 'zod'],
  'vega-lite': ['vega-lite/'],
  'vega-embed': ['vega-embed/', 'vega-themes/', 'vega-tooltip/', 'vega-interpreter/'],
  vega: ['vega', 'd3-', 'topojson-client/', 'delaunator/', 'robust-predicates/'],
};

function chunkFor(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  const path = id.split('node_modules/').pop() ?? '';
  return Object.keys(vendorChunks).find((name) =>
    vendorChunks[name]?.some((prefix) => path.startsWith(prefix)),
  );
}

// The Fastify server serves dist/ in production; in development Vite proxies the API to it.
// `html.cspNonce`: the built index.html gets a nonce attribute on each script and preload tag, and
// a <meta property="csp-nonce"> from which Vite's loader copies it onto the preload links it adds;
// the server puts a fresh nonce in place of this placeholder on every response (SECURITY D6).
export default defineConfig({
  plugins: [react()],
  html: { cspNonce: 'CSP_NONCE' },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: { manualChunks: chunkFor },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
