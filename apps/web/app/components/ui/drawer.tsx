import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

/** Whether a drawer is open, and how it asks its owner to open or close it. */
export type DrawerState = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type DrawerProps = DrawerState & {
  side: 'left' | 'right';
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
  /** Element to focus on open instead of the first focusable one (e.g. a search input). */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

/** A Radix Dialog sliding in from one side: focus trap, Escape and outside click for free. */
export function Drawer({
  open,
  onOpenChange,
  side,
  title,
  closeLabel,
  children,
  testId,
  initialFocusRef,
}: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            if (!initialFocusRef?.current) return;
            event.preventDefault();
            initialFocusRef.current.focus();
          }}
          className={clsx(
            'fixed inset-y-0 z-50 flex w-[min(20rem,88vw)] flex-col border-white/5 bg-ink-900 shadow-2xl shadow-black/50 outline-none',
            side === 'left'
              ? 'left-0 border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left'
              : 'right-0 border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-white/5 px-4">
            <Dialog.Title className="text-base font-semibold text-white">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="grid size-9 place-items-center rounded-lg text-mist-400 transition-colors hover:bg-white/5 hover:text-white"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
