import type { Permission } from '@casino/contracts';
import {
  Banknote,
  ChartColumnBig,
  Coins,
  Gamepad2,
  Gift,
  HandCoins,
  LayoutDashboard,
  ShieldUser,
  Settings2,
  Newspaper,
  ScrollText,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { AdminTexts } from '../../locales/admin/en';

/** A section's name in the menu (`admin:nav.<id>`). */
export type AdminSectionId = Exclude<keyof AdminTexts['nav'], 'label'>;

export type AdminSection = {
  id: AdminSectionId;
  path: string;
  /** What the role must hold to see the section (and what its pages' loaders check). */
  permission: Permission;
  icon: LucideIcon;
};

/**
 * The back office's sections in menu order (issue 17). The menu lists those the staff member's
 * role holds the permission of; later sections (players, games, bonuses, content, coins,
 * reports) are appended here with their texts in `admin:nav`.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'dashboard', path: '/admin', permission: 'dashboard.view', icon: LayoutDashboard },
  { id: 'withdrawals', path: '/admin/withdrawals', permission: 'withdrawals.view', icon: Banknote },
  { id: 'players', path: '/admin/players', permission: 'players.view', icon: Users },
  { id: 'games', path: '/admin/games', permission: 'games.manage', icon: Gamepad2 },
  { id: 'bonuses', path: '/admin/bonuses', permission: 'bonuses.manage', icon: Gift },
  { id: 'cashback', path: '/admin/cashback', permission: 'cashback.manage', icon: HandCoins },
  { id: 'content', path: '/admin/content', permission: 'content.manage', icon: Newspaper },
  { id: 'coins', path: '/admin/coins', permission: 'coins.manage', icon: Coins },
  { id: 'reports', path: '/admin/reports', permission: 'reports.view', icon: ChartColumnBig },
  { id: 'audit', path: '/admin/audit', permission: 'audit.view', icon: ScrollText },
  { id: 'staff', path: '/admin/staff', permission: 'staff.manage', icon: ShieldUser },
  { id: 'system', path: '/admin/system', permission: 'system.manage', icon: Settings2 },
];

/** The sections named by `ids`, in menu order. */
export function pickSections(ids: readonly AdminSectionId[]): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => ids.includes(section.id));
}
