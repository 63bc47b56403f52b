import * as Menu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** Radix menus with the casino's look; Radix handles keyboard, focus and typeahead. */
export const DropdownMenu = Menu.Root;
export const DropdownTrigger = Menu.Trigger;

export function DropdownContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={sideOffset}
        className={clsx(
          'z-50 min-w-48 overflow-hidden rounded-xl border border-white/10 bg-ink-800 p-1.5 shadow-2xl shadow-black/60 data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </Menu.Portal>
  );
}

export function DropdownItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={clsx(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-mist-200 outline-none select-none data-[highlighted]:bg-white/5 data-[highlighted]:text-white',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownLabel({ className, ...props }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={clsx('px-3 py-2 text-xs text-mist-400', className)} {...props} />;
}

export function DropdownSeparator({ className, ...props }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={clsx('my-1 h-px bg-white/5', className)} {...props} />;
}

export const DropdownRadioGroup = Menu.RadioGroup;

export function DropdownRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      className={clsx(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-mist-200 outline-none select-none data-[highlighted]:bg-white/5 data-[highlighted]:text-white data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      {children}
      <Menu.ItemIndicator className="ml-auto text-brand-400">
        <svg viewBox="0 0 16 16" className="size-4" aria-hidden>
          <path
            d="m3.5 8.5 3 3 6-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}

/**
 * A menu item that flips a setting and keeps the menu open, drawn as a switch
 * (role menuitemcheckbox, so screen readers hear its state).
 */
export function DropdownSwitchItem({
  className,
  children,
  onCheckedChange,
  ...props
}: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem
      className={clsx(
        'group flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-mist-200 outline-none select-none data-[highlighted]:bg-white/5 data-[highlighted]:text-white',
        className,
      )}
      onCheckedChange={onCheckedChange}
      onSelect={(event) => event.preventDefault()}
      {...props}
    >
      <span className="flex-1">{children}</span>
      <span
        aria-hidden
        className="relative h-5 w-9 shrink-0 rounded-full bg-ink-600 transition-colors group-data-[state=checked]:bg-brand-500"
      >
        <span className="absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform group-data-[state=checked]:translate-x-4" />
      </span>
    </Menu.CheckboxItem>
  );
}
