import { cn, MobileNavButton } from '@staycompliant/ui';
import { useRef } from 'react';
import { prefetchRoute } from '../../federation/route-prefetch';
import { moreNavigation } from '../navigation';
import { MoreMenuButton } from './more-menu-button';
import { useLoadOnFirstUse } from './use-load-on-first-use';

// The menus' Radix code (≈40 KB gzip with the dialog) is not needed to show the header: each button
// is drawn as it will look, and the menu loads on a hint of intent or on the first press.
const loadMoreMenu = () => import('./more-menu');
const loadMobileMenu = () => import('./mobile-menu');

function LoadFailedNote({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="absolute top-full right-0 z-50 mt-2 w-max max-w-64 rounded-control bg-navy-900 px-3 py-2 text-sm text-white shadow-overlay"
    >
      {children}
    </p>
  );
}

/**
 * A hint of intent on More is one on each of its links: their pages load with the menu, one after
 * another in the menu's order, so the first arrives soonest (a second hint joins the same loads).
 */
async function prefetchMorePages() {
  for (const link of moreNavigation) await prefetchRoute(link.to, 'intent');
}

export function HeaderMoreMenu() {
  const menu = useLoadOnFirstUse(loadMoreMenu);
  const prefetch = () => {
    menu.prefetch();
    void prefetchMorePages();
  };
  // A click with no pointer (detail 0) is Enter or Space: the menu then opens on its first item.
  const openedWithKeyboard = useRef(false);
  if (menu.loaded) return <menu.loaded.MoreMenu openedWithKeyboard={openedWithKeyboard.current} />;
  return (
    <span className="relative">
      <MoreMenuButton
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          openedWithKeyboard.current = event.detail === 0;
          menu.use();
          void prefetchMorePages();
        }}
        aria-busy={menu.loading || undefined}
      />
      {menu.failed && <LoadFailedNote>The menu could not load. Press More to try again.</LoadFailedNote>}
    </span>
  );
}

export function HeaderMobileMenu({ className }: { className?: string }) {
  const menu = useLoadOnFirstUse(loadMobileMenu);
  if (menu.loaded) return <menu.loaded.MobileMenu triggerClassName={className} />;
  return (
    <span className={cn('relative', className)}>
      <MobileNavButton onPointerEnter={menu.prefetch} onFocus={menu.prefetch} onClick={menu.use} aria-busy={menu.loading || undefined} />
      {menu.failed && <LoadFailedNote>The menu could not load. Tap the menu button to try again.</LoadFailedNote>}
    </span>
  );
}
