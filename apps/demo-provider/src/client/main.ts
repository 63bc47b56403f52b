import './styles.css';
import { mountBaccarat } from './baccarat';
import { readBoot } from './boot';
import { mountRoulette } from './roulette';
import { mountShell } from './shell';
import { mountSlot } from './slot';

/** The game page: the shared frame, then the engine's own page, then the session. */

const root = document.getElementById('app');
if (root) {
  const boot = readBoot();
  const context = mountShell(root, boot);
  const mount = { slot: mountSlot, roulette: mountRoulette, baccarat: mountBaccarat }[
    boot.theme.engine
  ];
  mount(context);
  context.openSession().then(
    () => root.setAttribute('data-ready', 'true'),
    (error: unknown) => {
      context.fail(error);
      root.setAttribute('data-ready', 'error');
    },
  );
}
