import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useAppName } from '../../lib/brand';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={clsx('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6ee7b7" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
      <path
        d="M16 6.5 24.5 16 16 25.5 7.5 16Z"
        fill="none"
        stroke="#05070d"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="16" r="2.6" fill="#05070d" />
    </svg>
  );
}

/** The brand name as the logo sets it. */
export function Wordmark({ className }: { className?: string }) {
  const appName = useAppName();
  return (
    <span className={clsx('text-lg font-extrabold tracking-tight text-white uppercase', className)}>
      {appName}
      <span className="text-brand-400">.</span>
    </span>
  );
}

/** The brand link back to the landing page. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  const appName = useAppName();
  return (
    <Link
      to="/"
      aria-label={appName}
      className={clsx('flex items-center gap-2.5 rounded-lg', className)}
    >
      <LogoMark />
      <Wordmark className={compact ? 'hidden sm:inline' : undefined} />
    </Link>
  );
}
