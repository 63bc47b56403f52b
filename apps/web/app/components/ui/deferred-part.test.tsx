// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferHydration, deferMount } from './deferred-part';

/** The deferred part: a counter, so whether React runs it shows in its text. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid="part" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

type Deferred = ComponentType<{ label: string }>;

/** A page around the part; its own button re-renders it (a parent's state change). */
function Page({ Part }: { Part: Deferred }) {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <button type="button" data-testid="page" onClick={() => setClicks(clicks + 1)}>
        page {clicks}
      </button>
      <Part label="part" />
    </main>
  );
}

/** The server's HTML once everything has rendered, as the browser receives it. */
async function renderOnServer(Part: Deferred): Promise<string> {
  const stream = await renderToReadableStream(<Page Part={Part} />);
  await stream.allReady;
  return new Response(stream).text();
}

/** A chunk that arrives when the test says so. */
function createChunk() {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return Counter;
  });
  return { load, arrive: () => act(async () => arrive()) };
}

let root: Root | null = null;

async function hydrate(html: string, Part: Deferred) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <Page Part={Part} />, { onRecoverableError });
  });
  return { onRecoverableError };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.innerHTML = '';
});

describe('deferHydration (decision 031)', () => {
  it('keeps the server HTML while the code loads, then hydrates the part', async () => {
    const html = await renderOnServer(deferHydration(async () => Counter));
    // Complete in the HTML (`<!--$-->`), not a fallback the browser would have to fill.
    expect(html).toContain('<!--$--><button type="button" data-testid="part">');

    const chunk = createChunk();
    const { onRecoverableError } = await hydrate(html, deferHydration(chunk.load));
    const serverPart = screen.getByTestId('part');
    expect(serverPart.textContent).toBe('part 0');
    expect(chunk.load).toHaveBeenCalledTimes(1);
    // The rest of the page runs already.
    fireEvent.click(screen.getByTestId('page'));
    expect(screen.getByTestId('page').textContent).toBe('page 1');

    await chunk.arrive();
    fireEvent.click(screen.getByTestId('part'));
    expect(screen.getByTestId('part').textContent).toBe('part 1');
    // Hydrated in place: the server's element, no mismatch, nothing drawn twice.
    expect(screen.getByTestId('part')).toBe(serverPart);
    expect(screen.getAllByTestId('part')).toHaveLength(1);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('keeps the server HTML through a parent re-render before the code arrives', async () => {
    const html = await renderOnServer(deferHydration(async () => Counter));
    const chunk = createChunk();
    const { onRecoverableError } = await hydrate(html, deferHydration(chunk.load));
    const serverPart = screen.getByTestId('part');

    fireEvent.click(screen.getByTestId('page'));
    fireEvent.click(screen.getByTestId('page'));
    expect(screen.getByTestId('part')).toBe(serverPart);
    expect(serverPart.textContent).toBe('part 0');

    await chunk.arrive();
    expect(screen.getByTestId('part')).toBe(serverPart);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('fetches the code ahead with preload, once', async () => {
    const chunk = createChunk();
    const Part = deferHydration(chunk.load);
    Part.preload();
    Part.preload();
    await chunk.arrive();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });
});

describe('deferMount (decision 031)', () => {
  it('draws nothing on the server and mounts the part once the page is interactive', async () => {
    const chunk = createChunk();
    const Part = deferMount(chunk.load);
    const html = await renderOnServer(Part);
    expect(html).not.toContain('data-testid="part"');

    const { onRecoverableError } = await hydrate(html, Part);
    expect(screen.queryByTestId('part')).toBeNull();
    await chunk.arrive();
    expect(screen.getByTestId('part').textContent).toBe('part 0');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
