import { MemoryRouter, Route, Routes } from '@staycompliant/router';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { prefetchRoute } from '../../federation/route-prefetch';
import { MoreMenu } from './more-menu';

// What a prefetch loads, and that it loads each module once, is route-prefetch's and app-runtime's to test.
vi.mock('../../federation/route-prefetch', () => ({ prefetchRoute: vi.fn(async () => true) }));
const prefetched = () => vi.mocked(prefetchRoute).mock.calls.map(([path]) => path);

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<MoreMenu />} />
        <Route path="/customers" element={<h1>Customers page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(prefetchRoute).mockClear();
});

it('is a button for the browser’s own popover of three links, so it works before the app is live', () => {
  const { container } = render(
    <MemoryRouter>
      <MoreMenu />
    </MemoryRouter>,
  );
  const more = screen.getByRole('button', { name: 'More' });
  const popover = container.querySelector('[popover]');
  expect(popover).not.toBeNull();
  expect(more.getAttribute('popovertarget')).toBe(popover!.id);
  // The links are in the HTML, each an ordinary href (the popover shows them; jsdom has no top layer).
  const links = [...popover!.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['Resources', '/resources'],
    ['Compliance calendar', '/resources/compliance-calendar'],
    ['Customers', '/customers'],
  ]);
});

it('closes its popover when a link leads on inside the page, and the page changes', () => {
  renderMenu();
  const popover = document.getElementById('more-menu')!;
  const hidePopover = vi.fn();
  popover.hidePopover = hidePopover;
  fireEvent.click(popover.querySelector('a[href="/customers"]')!);
  expect(hidePopover).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { name: 'Customers page' })).toBeDefined();
});

it('loads its pages ahead, in the menu’s order, on a hint of intent: the pointer over More, or focus on it', async () => {
  renderMenu();
  expect(prefetched()).toEqual([]);
  fireEvent.pointerEnter(screen.getByRole('button', { name: 'More' }));
  await vi.waitFor(() => expect(prefetched()).toEqual(['/resources', '/resources/compliance-calendar', '/customers']));
  vi.mocked(prefetchRoute).mockClear();
  fireEvent.focus(screen.getByRole('button', { name: 'More' }));
  await vi.waitFor(() => expect(prefetched()).toEqual(['/resources', '/resources/compliance-calendar', '/customers']));
});

it('opened before the app was live, loads its pages as the app goes live', async () => {
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':popover-open' && this.id === 'more-menu';
  });
  renderMenu();
  await vi.waitFor(() => expect(prefetched()).toEqual(['/resources', '/resources/compliance-calendar', '/customers']));
});

it('closed as the app goes live, loads nothing ahead', async () => {
  renderMenu();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(prefetched()).toEqual([]);
});
