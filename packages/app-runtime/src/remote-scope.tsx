import type { RemoteName } from '@staycompliant/contracts';
import { PortalContainerProvider } from '@staycompliant/ui';
import { type ReactNode, useRef } from 'react';

/**
 * The element a remote renders in. Each remote's utilities are scoped to it
 * (`@scope ([data-remote="<name>"])` in the remote's styles.css), so stylesheets built by
 * different teams never override each other; the remote's overlays mount inside it too.
 */
export function RemoteScope({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  return (
    <div ref={element} data-remote={remote} className="contents">
      <PortalContainerProvider container={element}>{children}</PortalContainerProvider>
    </div>
  );
}
