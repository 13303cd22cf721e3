import { moreNavigation, primaryNavigation } from '../layout/navigation';
import { prefetchOnIntent } from './prefetch-on-intent';
import { prefetchWhenIdle } from './prefetch-when-idle';

/**
 * Once the page is live: every in-site link loads its page on a hint of intent, and the header's
 * pages (its links, then its More menu's together) load once the page's load is over, while the browser is idle.
 */
export function startRoutePrefetching(): void {
  prefetchOnIntent();
  void prefetchWhenIdle([...primaryNavigation.map((link) => [link.to]), moreNavigation.map((link) => link.to)]);
}
