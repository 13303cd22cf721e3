import { testPagesThroughHydration } from '../support/page-through-hydration';

// The pages the contact remote owns (shell/src/routes/route-table.ts), hydrated in the browser.
testPagesThroughHydration('contact');
