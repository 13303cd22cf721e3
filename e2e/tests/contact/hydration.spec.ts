import { testFirstScreenUnchanged } from '../support/first-screen-through-hydration';
import { testPagesHydrateInPlace } from '../support/hydration-in-place';

// The pages the contact remote owns (shell/src/routes/route-table.ts), hydrated in the browser.
testPagesHydrateInPlace('contact');
testFirstScreenUnchanged('contact');
