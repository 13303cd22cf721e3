import { openContactDialog } from '@staycompliant/contracts';
import { siteConfig } from '@staycompliant/site-config';
import { Button } from '@staycompliant/ui';
import type { ReactNode } from 'react';

/** An honest stand-in for a page whose content is still being built. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children}
      <p className="mt-6 text-muted-foreground">
        We are putting this page together. In the meantime, the {siteConfig.brand.name} team is happy to answer your questions.
      </p>
      <Button size="lg" className="mt-6" onClick={() => openContactDialog()}>
        Contact us
      </Button>
    </section>
  );
}
