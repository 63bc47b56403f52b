import type { User } from '@casino/contracts';
import { clsx } from 'clsx';

/** The player's photo, or their initials on a gradient. */
export function Avatar({ user, className }: { user: User; className?: string }) {
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  if (user.photo_url) {
    return (
      <img src={user.photo_url} alt="" className={clsx('rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      aria-hidden
      className={clsx(
        'grid place-items-center rounded-full bg-gradient-to-br from-violet-500 to-brand-500 text-xs font-bold text-white',
        className,
      )}
    >
      {initials || '?'}
    </span>
  );
}
