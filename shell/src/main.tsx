import './styles.css';

// The server's page paints first; then the app's code loads and hydrates it
// (shell/src/boot/hydrate-page.tsx). Run before the first frame, that code, a long task on a phone,
// would hold the page's first paint back by its whole length.
function afterFirstPaint(run: () => void) {
  // A tab opened in the background draws no frames until it is shown, and pnpm dev serves no
  // server-rendered page: nothing to wait for.
  if (document.visibilityState === 'hidden' || import.meta.env.DEV) run();
  else requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => void import('./boot/hydrate-page'));
