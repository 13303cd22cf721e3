import { openContactDialog } from '@staycompliant/contracts';
import { siteConfig } from '@staycompliant/site-config';
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
      <button
        type="button"
        onClick={() => openContactDialog()}
        className="mt-6 inline-flex h-11 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Contact us
      </button>
    </section>
  );
}
