import type { RemoteName } from '@staycompliant/contracts';
import { PortalContainerProvider } from '@staycompliant/ui';
import { type ReactNode, useState } from 'react';

/**
 * The element a remote renders in. Each remote's utilities are scoped to it
 * (`@scope ([data-remote="<name>"])` in the remote's styles.css), so stylesheets built by
 * different teams never override each other; the remote's overlays mount inside it too.
 */
export function RemoteScope({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setElement} data-remote={remote} className="contents">
      <PortalContainerProvider container={element}>{children}</PortalContainerProvider>
    </div>
  );
}
