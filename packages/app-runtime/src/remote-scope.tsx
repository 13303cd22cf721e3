import type { RemoteName } from '@staycompliant/contracts';
import { PortalContainerProvider } from '@staycompliant/ui';
import { type ReactNode, useRef } from 'react';

/**
 * The element a remote renders in. Each remote's utilities are scoped to it
 * (`@scope ([data-remote="<name>"])` in the remote's styles.css), so stylesheets built by
 * different teams never override each other; the remote's overlays mount inside it too.
 */
export function RemoteScope({
  remote,
  module,
  hydratesNearViewport = false,
  children,
}: {
  remote: RemoteName;
  /** The exposed module rendered here: the shell's server entry reads it (rendered-modules.ts). */
  module?: string;
  /** Its code loads as the visitor nears it, not before hydration (RemoteModuleNearViewport). */
  hydratesNearViewport?: boolean;
  children: ReactNode;
}) {
  const element = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={element}
      data-remote={remote}
      data-module={module}
      data-hydrates={hydratesNearViewport ? 'near-viewport' : undefined}
      className="contents"
    >
      <PortalContainerProvider container={element}>{children}</PortalContainerProvider>
    </div>
  );
}
