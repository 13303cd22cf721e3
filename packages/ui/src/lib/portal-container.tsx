import * as React from 'react';

const PortalContainerContext = React.createContext<HTMLElement | null>(null);

/**
 * Where the kit's overlays (dialogs, menus, selects, tooltips) mount their portals. A federated
 * remote sets it to its own scoped element, so its styles, scoped to that element, reach its
 * overlays too. Without a provider, overlays mount in document.body.
 */
function PortalContainerProvider({ container, children }: { container: HTMLElement | null; children: React.ReactNode }) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/** The container for a portal: `undefined` lets Radix use document.body. */
function usePortalContainer(): HTMLElement | undefined {
  return React.useContext(PortalContainerContext) ?? undefined;
}

export { PortalContainerProvider, usePortalContainer };
