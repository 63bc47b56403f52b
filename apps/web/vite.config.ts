import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The font package exports only its CSS; the root preloads one of its font files by URL.
const interFiles = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@fontsource-variable/inter'))),
  'files',
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '@fontsource-variable/inter-files': interFiles } },
  build: {
    rollupOptions: {
      // Shared one-icon chunks (about 0.3 KB each) join bigger ones: a page asks for a dozen
      // files instead of forty-odd, which a throttled mobile connection feels.
      output: { experimentalMinChunkSize: 1_500 },
    },
  },
  ssr: {
    // The contracts package ships TypeScript source, which Node cannot load at run time; the
    // icon packages are bundled so the server loads the few icons used, not thousands.
    noExternal: ['@casino/contracts', 'lucide-react', 'simple-icons', 'country-flag-icons'],
  },
});
