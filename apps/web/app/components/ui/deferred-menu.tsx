import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/** What a deferred menu module receives: the trigger button to wrap, and whether to open. */
export type DeferredMenuProps = {
  trigger: ReactElement<TriggerProps>;
  defaultOpen: boolean;
};

type TriggerProps = {
  disabled?: boolean;
  onClick?: () => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/**
 * A dropdown whose menu code (Radix with its positioning engine, about 30 KB gzip) is neither
 * in any page's initial JavaScript nor in the main-thread work of the first seconds. The
 * trigger is server-rendered as is; pointing at it or focusing it fetches the code, and the
 * first click (or Enter) mounts the real menu already open. From then on Radix owns it.
 * The swap happens only after a click has completed, so no press lands half on each button.
 */
export function deferMenu<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredMenuProps> }>,
) {
  let loading: ReturnType<typeof load> | null = null;
  const loadOnce = () => (loading ??= load());
  const Menu = lazy(loadOnce);

  return function DeferredMenu({ trigger, ...props }: P & { trigger: ReactElement<TriggerProps> }) {
    const [opened, setOpened] = useState(false);
    // Its only behaviour is script: disabled until React runs it (the header's player menus
    // hydrate after the page, decision 031), so an early click is not silently lost.
    const isHydrated = useHydrated();
    const placeholder = cloneElement(trigger, {
      disabled: !isHydrated,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: () => void loadOnce(),
      onFocus: () => void loadOnce(),
      onClick: () => setOpened(true),
    });
    if (!opened) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Menu {...(props as P)} trigger={trigger} defaultOpen />
      </Suspense>
    );
  };
}
