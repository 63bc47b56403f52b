/** spec §2: the /settings children, in menu order. */
export const SETTINGS_SECTIONS = [
  'profile',
  'verification',
  'password',
  'wallet',
  'transactions',
  'notifications',
  'sessions',
  'vip',
  'bonus',
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function getSettingsPath(section: SettingsSection): string {
  return `/settings/${section}`;
}
