import {
  ArrowLeftRight,
  BadgeCheck,
  Bell,
  Crown,
  Gift,
  KeyRound,
  LockKeyhole,
  MonitorSmartphone,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/** spec §2: the /settings children, in menu order (security: issue 18, two-factor). */
export const SETTINGS_SECTIONS = [
  'profile',
  'verification',
  'password',
  'security',
  'wallet',
  'transactions',
  'notifications',
  'sessions',
  'vip',
  'bonus',
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Each section's icon, in the settings menu and above its page. */
export const SETTINGS_SECTION_ICONS: Record<SettingsSection, LucideIcon> = {
  profile: UserRound,
  verification: BadgeCheck,
  password: KeyRound,
  security: LockKeyhole,
  wallet: Wallet,
  transactions: ArrowLeftRight,
  notifications: Bell,
  sessions: MonitorSmartphone,
  vip: Crown,
  bonus: Gift,
};

export function getSettingsPath(section: SettingsSection): string {
  return `/settings/${section}`;
}
