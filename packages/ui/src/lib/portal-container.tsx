import * as React from 'react';

const PortalContainerContext = React.createContext<React.RefObject<HTMLElement | null> | null>(null);

/**
 * Where the kit's overlays (dialogs, menus, selects, tooltips) mount their portals. A federated
 * remote sets it to its own scoped element, so its styles, scoped to that element, reach its
 * overlays too. Without a provider, overlays mount in document.body.
 *
 * The value is a ref, the same object for the provider's whole life: setting the element once it
 * mounts changes no context, so no part of the page below re-renders, and a server-rendered part
 * still waiting to hydrate is not thrown away for a client render.
 */
function PortalContainerProvider({ container, children }: { container: React.RefObject<HTMLElement | null>; children: React.ReactNode }) {
  return <PortalContainerContext.Provider value={container}>{children}</PortalContainerContext.Provider>;
}

/** The container for a portal: `undefined` lets Radix use document.body. Read when the overlay renders, after the provider's element has mounted. */
function usePortalContainer(): HTMLElement | undefined {
  return React.useContext(PortalContainerContext)?.current ?? undefined;
}

export { PortalContainerProvider, usePortalContainer };
