import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const packageDir = (name: string) =>
  path.dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));

/**
 * Files the packages do not export. The flag package exports its flags as components; the
 * language switcher shows them as static SVG files.
 */
export const FILE_ALIASES = {
  '@country-flag-icons-files': path.join(packageDir('country-flag-icons'), '3x2'),
};

// The modules every page with the site chrome runs: the root and the chrome shell, what the
// browser entry imports besides React DOM, the page title every page sets, and all they import
// statically (not what they load on demand).
const SHELL_ROOTS = [
  /\/app\/root\.tsx$/,
  /\/app\/entry\.client\.tsx$/,
  /\/features\/chrome\/components\/chrome-shell\.tsx$/,
  /\/components\/ui\/document-title\.tsx$/,
];
const ENTRY = /\/app\/entry\.client\.tsx$/;
// A game card and what draws it (its picture, the data helpers, the favourites heart over it)
// and the lobby rows' pieces: shared by the lobby, category, provider and game pages in
// different mixes, which Rollup cut into six files of a few hundred bytes each on /casino's
// first load; one file instead, a round trip less on HTTP/1.1 (decision 032).
const GAME_CARD_MODULES = [
  /\/features\/games\/components\/(game-card|game-image|sort-select)\.tsx$/,
  /\/features\/games\/(game-data|use-image-failure|use-pending-location)\.ts$/,
  /\/features\/favourites\/favourites-(context\.tsx|data\.ts)$/,
  /\/features\/favourites\/components\/favourite-(button|hearts)\.tsx$/,
  /\/components\/ui\/(category-icon|scroll-row)\.tsx$/,
  /\/lib\/use-scroll-row\.ts$/,
];
// Our own code, the contracts and the small icon and class-name helpers are grouped; React,
// React Router and i18next join the group as what it depends on.
const GROUPABLE =
  /\/apps\/web\/app\/|\/packages\/contracts\/|\/node_modules\/(lucide-react|clsx)\//;

/**
 * `import { Gem, Wallet } from 'lucide-react'` in our code becomes one import per icon file,
 * each module with its own copy (`lucide-react/icons/gem?in=<module>`), decision 031:
 * - through the package's index, which re-exports all its icons, every icon any page drew
 *   counted as imported by the shell, and `manualChunks` put about a hundred of them in every
 *   page's first load;
 * - an icon shared by two pages would be a file of its own (0.3 KB, one more request) or merged
 *   by Rollup into a chunk a page may not need; a copy per module travels with the code that
 *   draws it, for a few hundred bytes repeated across chunks.
 */
function lucideIconImports(): Plugin {
  const index = readFileSync(
    fileURLToPath(import.meta.resolve('lucide-react/dist/esm/lucide-react.mjs')),
    'utf8',
  );
  // Each icon file under all its names (`Home` and `House` are the same file).
  const fileByName = new Map<string, string>();
  for (const [, names = '', file = ''] of index.matchAll(
    /export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) fileByName.set(name ?? '', file);
  }
  return {
    name: 'casino:lucide-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (
        !/\/apps\/web\/app\/[^?]*\.tsx?(\?|$)/.test(id) ||
        !code.includes("from 'lucide-react'")
      ) {
        return null;
      }
      const importer = createHash('sha256')
        .update(id.replace(/\?.*/, ''))
        .digest('hex')
        .slice(0, 8);
      const rewritten = code.replace(
        /import \{([^}]*)\} from 'lucide-react';/g,
        (statement, specifiers: string) => {
          const imports: string[] = [];
          const types: string[] = [];
          const others: string[] = [];
          for (const specifier of specifiers.split(',').map((part) => part.trim())) {
            if (!specifier) continue;
            const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
            const file = fileByName.get(imported);
            if (file)
              imports.push(`import ${local} from 'lucide-react/icons/${file}?in=${importer}';`);
            // `import { type X }` would leave an empty import of the index, and all its icons.
            else if (specifier.startsWith('type ')) types.push(specifier.slice(5));
            else others.push(specifier);
          }
          if (types.length > 0)
            imports.push(`import type { ${types.join(', ')} } from 'lucide-react';`);
          if (others.length > 0)
            imports.push(`import { ${others.join(', ')} } from 'lucide-react';`);
          // As many lines as before, so the module's source map stays right.
          return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        },
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

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
  plugins: [lucideIconImports(), tailwindcss(), reactRouter()],
  resolve: { alias: FILE_ALIASES },
  build: {
    rollupOptions: {
      output: {
        // The shell's dozens of small modules (icons, UI primitives) as one file: on HTTP/1.1 a
        // phone fetches six at a time, and each extra round trip delays the first paint.
        ...(isSsrBuild
          ? {}
          : {
              manualChunks(id: string, { getModuleInfo }: { getModuleInfo: ModuleInfoLookup }) {
                // The entry stays the file the HTML starts from.
                if (ENTRY.test(id)) return undefined;
                if (GROUPABLE.test(id) && isShellModule(id, getModuleInfo)) return 'shell';
                if (GAME_CARD_MODULES.some((module) => module.test(id))) return 'game-card';
                return undefined;
              },
            }),
      },
    },
  },
  ssr: {
    // The contracts package ships TypeScript source, which Node cannot load at run time; the
    // icon packages are bundled so the server loads the few icons used, not thousands.
    noExternal: ['@casino/contracts', 'lucide-react', 'simple-icons'],
  },
}));
