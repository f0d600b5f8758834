import { render } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'data' : 'pending'}</p>;
}

describe('useHydrated', () => {
  it('is false at build time and while hydrating, then true', async () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={seen} />);
    expect(container.textContent).toBe('pending');
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, {
        onRecoverableError: (error) => seen.push(String(error) as never),
      });
    });
    expect(container.textContent).toBe('data');
    expect(seen).toEqual([false, false, true]);
  });

  it('is false in the first render of a page rendered in the browser too, then true', () => {
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} />);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('data');
  });
});
