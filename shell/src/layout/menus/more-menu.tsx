import { Link } from '@staycompliant/router';
import { Button, icons } from '@staycompliant/ui';
import { useEffect, useRef } from 'react';
import { prefetchRoute } from '../../federation/route-prefetch';
import { moreNavigation } from '../navigation';

const popoverId = 'more-menu';

/**
 * A hint of intent on More is one on each of its links: their pages load one after another in the
 * menu's order, so the first arrives soonest (a second hint joins the same loads).
 */
async function prefetchMorePages() {
  for (const link of moreNavigation) await prefetchRoute(link.to, 'intent');
}

/**
 * The header's "More" (docs/product.md, "The More menu"): a button and a popover of links, both the
 * browser's own, so it opens and its links lead on before the app is live and without JavaScript
 * (the early-input script leaves popover buttons alone). The browser closes it on Escape, on a
 * press outside it and on a second press of More; the app closes it when a link leads on inside the
 * page. Its links are site navigation, a list to Tab through, not an application menu.
 */
export function MoreMenu() {
  const popover = useRef<HTMLDivElement>(null);
  // Opened before the app was live (the browser's own popover needs none), its pages start loading
  // as the app goes live: a press on a link then navigates inside the page.
  useEffect(() => {
    if (popover.current?.matches(':popover-open')) void prefetchMorePages();
  }, []);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="[anchor-name:--more-menu]"
        popoverTarget={popoverId}
        onPointerEnter={() => void prefetchMorePages()}
        onFocus={() => void prefetchMorePages()}
      >
        More
        <icons.ChevronDown aria-hidden="true" className="size-4" />
      </Button>
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        onToggle={(event) => {
          if (event.newState === 'open') void prefetchMorePages();
        }}
        className="m-0 min-w-48 rounded-control border border-border bg-surface p-1 text-foreground shadow-overlay [position-anchor:--more-menu] [position-area:bottom_span-left] [margin-top:6px] not-supports-[anchor-name:--more-menu]:[inset:4rem_1rem_auto_auto]"
      >
        <ul className="flex flex-col">
          {moreNavigation.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex rounded-sm px-3 py-2 text-sm text-navy-900 outline-none hover:bg-navy-50 focus-visible:bg-navy-50 focus-visible:ring-3 focus-visible:ring-ring"
                onClick={() => popover.current?.hidePopover?.()}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
