import { clsx } from 'clsx';

/** A hash in full, breaking anywhere: 64 characters never fit a phone's line. */
export function HashText({ value, className }: { value: string; className?: string }) {
  return (
    <code
      translate="no"
      className={clsx('font-mono text-xs break-all text-mist-200 select-all', className)}
    >
      {value}
    </code>
  );
}
