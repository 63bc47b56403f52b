/**
 * spec §2 Layouts: the six layouts and the file each lives in (relative to app/), and the back
 * office's console (issue 17), which the spec lacks.
 */
export const LAYOUT_FILES = {
  account: 'layouts/account.tsx',
  admin: 'layouts/admin.tsx',
  default: 'layouts/default.tsx',
  index: 'layouts/index.tsx',
  landing: 'layouts/landing.tsx',
  simple: 'layouts/simple.tsx',
  support: 'layouts/support.tsx',
} as const;

export type LayoutName = keyof typeof LAYOUT_FILES;

export function isLayoutName(name: string): name is LayoutName {
  return Object.hasOwn(LAYOUT_FILES, name);
}

/** spec §2: an unknown layout falls back to default. */
export function resolveLayout(name: string | null | undefined): (typeof LAYOUT_FILES)[LayoutName] {
  return name && isLayoutName(name) ? LAYOUT_FILES[name] : LAYOUT_FILES.default;
}
