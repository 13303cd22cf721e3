// With `dontAppendStylesToHead` (packages/vite-config/src/remote-config.ts), the federation runtime
// lists an exposed module's stylesheets on window instead of adding them to the page.
type StylesheetLists = Record<string, string[] | undefined>;

export function stylesheetLoaded(link: HTMLLinkElement): Promise<void> {
  // A stylesheet that fails to load leaves the module usable, if plainer: it is not a load failure.
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Links the stylesheets of `remote`'s exposed `module` that the page does not hold yet (the server
 * writes a rendered page's stylesheets into it, as `<style data-href>`), and resolves once they have
 * loaded, so the module never shows unstyled.
 */
export async function linkRemoteStyles(remote: string, module: string): Promise<void> {
  const listed = (window as unknown as StylesheetLists)[`css__${remote}__${module}`] ?? [];
  const linked = new Set([
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    ...[...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map(
      (style) => new URL(style.dataset.href ?? '', document.baseURI).href,
    ),
  ]);
  const loading: Promise<void>[] = [];
  for (const href of new Set(listed)) {
    const url = new URL(href, document.baseURI).href;
    if (linked.has(url)) continue;
    linked.add(url);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    loading.push(stylesheetLoaded(link));
    document.head.append(link);
  }
  await Promise.all(loading);
}
