import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react()],
  build: { outDir: '../../dist/client', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/trpc', '/objects', '/healthz'].map((path) => [path, `http://127.0.0.1:${serverPort}`]),
    ),
  },
});
