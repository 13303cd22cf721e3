// The script the build writes inline into the page's head (build/inline-early-input.ts bundles this
// file and what it imports into one classic script), so it runs before the first button is parsed.
// Its two jobs: hold the presses made before the app is live, and load the app once the page has painted.
import { holdEarlyPresses } from './hold-early-presses';
import { loadAppAfterPaint } from './load-app-after-paint';

holdEarlyPresses(window);
loadAppAfterPaint(document, window, typeof PerformanceObserver === 'function' ? PerformanceObserver : undefined);
