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

// The modules every page with the site chrome runs: the root and the chrome shell, and all
// they import statically (not what they load on demand).
const SHELL_ROOTS = [/\/app\/root\.tsx$/, /\/features\/chrome\/components\/chrome-shell\.tsx$/];
// Only our own code, the contracts and the small icon and class-name helpers are grouped;
// React, React Router and i18next stay in their own chunks.
const GROUPABLE =
  /\/apps\/web\/app\/|\/packages\/contracts\/|\/node_modules\/(lucide-react|clsx|country-flag-icons)\//;

type ModuleInfoLookup = (id: string) => { importers: readonly string[] } | null;

function isShellModule(
  id: string,
  getModuleInfo: ModuleInfoLookup,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (SHELL_ROOTS.some((root) => root.test(id))) return true;
  return (getModuleInfo(id)?.importers ?? []).some((importer) =>
    isShellModule(importer, getModuleInfo, seen),
  );
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '@fontsource-variable/inter-files': interFiles } },
  build: {
    rollupOptions: {
      // Shared one-icon chunks (about 0.3 KB each) join bigger ones: a page asks for a dozen
      // files instead of forty-odd, which a throttled mobile connection feels.
      output: {
        experimentalMinChunkSize: 1_500,
        // The shell's dozens of small modules (icons, UI primitives) as one file: on HTTP/1.1 a
        // phone fetches six at a time, and each extra round trip delays the first paint.
        ...(isSsrBuild
          ? {}
          : {
              manualChunks(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoLookup }) {
                if (GROUPABLE.test(id) && isShellModule(id, getModuleInfo)) return 'shell';
                return undefined;
              },
            }),
      },
    },
  },
  ssr: {
    // The contracts package ships TypeScript source, which Node cannot load at run time; the
    // icon packages are bundled so the server loads the few icons used, not thousands.
    noExternal: ['@casino/contracts', 'lucide-react', 'simple-icons', 'country-flag-icons'],
  },
}));
