import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  ssr: {
    // The contracts package ships TypeScript source, which Node cannot load at run time; the
    // icon packages are bundled so the server loads the few icons used, not thousands.
    noExternal: ['@casino/contracts', 'lucide-react', 'simple-icons', 'country-flag-icons'],
  },
});
