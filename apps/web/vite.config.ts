import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
