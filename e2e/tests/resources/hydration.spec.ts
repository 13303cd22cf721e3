import { testPagesThroughHydration } from '../support/page-through-hydration';

// The pages the resources remote owns (shell/src/routes/route-table.ts), hydrated in the browser.
testPagesThroughHydration('resources');
