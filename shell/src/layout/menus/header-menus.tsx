import { cn, MobileNavButton } from '@staycompliant/ui';
import { linkPageStylesheets } from '../../boot/head-after-paint';
import { useLoadOnFirstUse } from './use-load-on-first-use';

// The phone's menu's Radix code (a dialog) is not needed to show the header: its button is drawn as
// it will look, and the menu loads on a hint of intent or on the first press, with the shell's whole
// stylesheet, as the server's HTML holds none of the menu's classes. (More is the browser's own
// popover: more-menu.tsx.)
const loadMobileMenu = () => Promise.all([import('./mobile-menu'), linkPageStylesheets()]).then(([menu]) => menu);

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
