// With `dontAppendStylesToHead` (packages/vite-config/src/remote-config.ts), the federation runtime
// lists an exposed module's stylesheets on window instead of adding them to the page.
type StylesheetLists = Record<string, string[] | undefined>;

function stylesheetLoaded(link: HTMLLinkElement): Promise<void> {
  // A stylesheet that fails to load leaves the module usable, if plainer: it is not a load failure.
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Every stylesheet linked by the app, by absolute URL: each is linked once in the page's life. */
const linking = new Map<string, Promise<void>>();

/**
 * Links the whole stylesheet at `href` (once: a link the page already holds counts) and resolves
 * once it has loaded, or failed to. Each one linked restyles the whole page (on `/` at 4× CPU, 96–159
 * ms a sheet), so the app links one only when something about to show needs it.
 */
export function linkStylesheet(href: string): Promise<void> {
  const url = new URL(href, document.baseURI).href;
  let loading = linking.get(url);
  if (!loading) {
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.href === url);
    if (linked) loading = linked.sheet ? Promise.resolve() : stylesheetLoaded(linked);
    else {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      loading = stylesheetLoaded(link);
      document.head.append(link);
    }
    linking.set(url, loading);
  }
  return loading;
}

/** The modules the server rendered into this document (`remote/module`), whose HTML its inline rules style. */
let styledInline = new Set<string>();

/**
 * Reads, before hydration, which remote modules the server rendered into the page (RemoteScope's
 * `data-module`): the rules their HTML uses are inline in the page (`<style data-href>`,
 * packages/site-server/src/ssr/inline-styles.ts), so loading one of them links no whole sheet.
 */
export function noteModulesStyledInline(root: ParentNode = document): void {
  styledInline = new Set(
    [...root.querySelectorAll<HTMLElement>('[data-remote][data-module]')].map((scope) => `${scope.dataset.remote}/${scope.dataset.module}`),
  );
}

/**
 * Links the stylesheets of `remote`'s exposed `module` and resolves once they have loaded, so the
 * module never shows unstyled: a page reached by a link, a dialog, a part the server did not render.
 * A module the server rendered into this page links nothing: its HTML is styled inline, and the
 * states it shows later are styled once the page's whole sheets are linked (boot/page-stylesheets.ts).
 */
export async function linkRemoteStyles(remote: string, module: string): Promise<void> {
  if (styledInline.has(`${remote}/${module}`)) return;
  const listed = (window as unknown as StylesheetLists)[`css__${remote}__${module}`] ?? [];
  await Promise.all([...new Set(listed)].map(linkStylesheet));
}
