// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePendingLocation } from './use-pending-location';

function Probe() {
  const pending = usePendingLocation('/casino');
  return (
    <>
      <p data-testid="pending">{pending ? pending.search : 'none'}</p>
      <Link to="/casino?tab=slow">slow tab</Link>
    </>
  );
}

describe('usePendingLocation (spec §9: minimum fetch display delay 200 ms)', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the loading location only once the load has lasted 200 ms, and clears it when done', async () => {
    let finish: () => void = () => {};
    const slow = new Promise<null>((resolve) => (finish = () => resolve(null)));
    const Stub = createRoutesStub([
      {
        path: '/casino',
        loader: ({ request }) =>
          new URL(request.url).searchParams.get('tab') === 'slow' ? slow : null,
        Component: Probe,
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={['/casino']} />);
    await screen.findByText('slow tab');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByText('slow tab'));
    await act(async () => vi.advanceTimersByTimeAsync(199));
    expect(screen.getByTestId('pending').textContent).toBe('none');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('pending').textContent).toBe('?tab=slow');

    await act(async () => finish());
    expect(screen.getByTestId('pending').textContent).toBe('none');
  });
});
