import {
  Crown,
  Dices,
  Flame,
  Gem,
  LayoutGrid,
  Rocket,
  Sparkles,
  Spade,
  Star,
  Trophy,
  Tv,
  type LucideIcon,
} from 'lucide-react';

// The API names lucide icons in kebab-case; a fixed map keeps the bundle to these few icons.
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  flame: Flame,
  dices: Dices,
  tv: Tv,
  crown: Crown,
  sparkles: Sparkles,
  rocket: Rocket,
  gem: Gem,
  spade: Spade,
  trophy: Trophy,
  star: Star,
};

export function getCategoryIcon(name: string | null | undefined): LucideIcon {
  return (name && CATEGORY_ICONS[name]) || LayoutGrid;
}

export function CategoryIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = getCategoryIcon(name);
  return <Icon className={className} aria-hidden />;
}
