import type { Role } from '@casino/contracts';
import type { ComponentProps } from 'react';
import { useRoleName } from './role-name';

type RoleSelectProps = Omit<ComponentProps<'select'>, 'children'> & { roles: readonly Role[] };

/** A compact choice of role for a table row (named for screen readers by `aria-label`). */
export function RoleSelect({ roles, ...selectProps }: RoleSelectProps) {
  const roleName = useRoleName();
  return (
    <select
      className="h-9 cursor-pointer rounded-lg bg-ink-950/60 px-2.5 text-sm text-white ring-1 ring-white/10 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none"
      {...selectProps}
    >
      {roles.map((role) => (
        <option key={role} value={role} className="bg-ink-800">
          {roleName(role)}
        </option>
      ))}
    </select>
  );
}
