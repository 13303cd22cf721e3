import './styles.css';
import { applyHeadAfterPaint } from './boot/head-after-paint';
import { linkPageStylesheetsOnFirstUse } from './boot/page-stylesheets';
import { loadRemoteEntryMap } from './federation/remote-entry-map';

// The server's page paints first; then the app's code, the shell's and that of the remote modules
// the page holds, loads and hydrates it (shell/src/boot/hydrate-page.tsx). This script is itself
// loaded once the page has painted (the early-input script moves it into the head), so it starts at
// once.

applyHeadAfterPaint();
linkPageStylesheetsOnFirstUse();
// remotes.json comes beside the app's code, not after it. Not a <link rel="preload"> in the head:
// fetched before the first paint, it was unused for seconds on a slow phone (a console warning),
// and the loader fetches it with no-cache. A failure here is the loader's to show, with Retry.
loadRemoteEntryMap().catch(() => {});
void import('./boot/hydrate-page');
// pnpm dev counts nothing: its visits are the developers' own, and it serves no /api/signal.
if (!import.meta.env.DEV) void import('./boot/start-analytics');
