import { moreNavigation, primaryNavigation } from '../layout/navigation';
import { linkPageStylesheets } from './head-after-paint';
import { prefetchOnIntent } from './prefetch-on-intent';
import { prefetchWhenIdle, whenIdle, whenPageLoadIsOver } from './prefetch-when-idle';

/**
 * Once the page is live: every in-site link loads its page on a hint of intent; once the page's load
 * is over, its whole stylesheets are linked in an idle period (for the states that come by
 * themselves), and the header's pages (its links, then its More menu's together) load while the
 * browser is idle.
 */
export function startRoutePrefetching(): void {
  prefetchOnIntent();
  void whenPageLoadIsOver().then(whenIdle).then(linkPageStylesheets);
  void prefetchWhenIdle([...primaryNavigation.map((link) => [link.to]), moreNavigation.map((link) => link.to)]);
}
