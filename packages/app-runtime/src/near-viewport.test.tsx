import { act, render, screen } from '@testing-library/react';
import {
  mockAllIsIntersecting,
  mockIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { NearViewport } from './near-viewport';

beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => resetIntersectionMocking());

it('shows the placeholder until the spot nears the viewport, then its children for good', () => {
  render(<NearViewport placeholder={<p>Articles will appear here</p>}>{<p>Latest articles</p>}</NearViewport>);
  expect(screen.getByText('Articles will appear here')).toBeInTheDocument();
  expect(screen.queryByText('Latest articles')).not.toBeInTheDocument();

  act(() => mockAllIsIntersecting(true));
  expect(screen.getByText('Latest articles')).toBeInTheDocument();
  expect(screen.queryByText('Articles will appear here')).not.toBeInTheDocument();

  act(() => mockAllIsIntersecting(false));
  expect(screen.getByText('Latest articles')).toBeInTheDocument();
});

it('waits while something on the page is loading, since the spot may still move down', async () => {
  const { rerender } = render(
    <>
      <div aria-busy="true">Loading the page…</div>
      <NearViewport placeholder={<p>Articles will appear here</p>}>{<p>Latest articles</p>}</NearViewport>
    </>,
  );
  act(() => mockAllIsIntersecting(true));
  expect(screen.queryByText('Latest articles')).not.toBeInTheDocument();

  rerender(
    <>
      <div>The page</div>
      <NearViewport placeholder={<p>Articles will appear here</p>}>{<p>Latest articles</p>}</NearViewport>
    </>,
  );
  await act(async () => {}); // the page's mutation is observed
  act(() => mockAllIsIntersecting(true));
  expect(screen.getByText('Latest articles')).toBeInTheDocument();
});

it('inside a band that skips rendering off screen, watches the band, which has a box', async () => {
  render(
    <section data-testid="band" style={{ contentVisibility: 'auto' }}>
      <NearViewport placeholder={<p>Logos will appear here</p>}>{<p>Client logos</p>}</NearViewport>
    </section>,
  );
  await act(async () => {});
  const spot = screen.getByText('Logos will appear here').parentElement!;
  expect(() => act(() => mockIsIntersecting(spot, true))).toThrow();
  act(() => mockIsIntersecting(screen.getByTestId('band'), true));
  expect(screen.getByText('Client logos')).toBeInTheDocument();
});
