import { siteConfig } from '@staycompliant/site-config';

/** Placeholder until the real form lands: points to e-mail instead of collecting addresses. */
export function NewsletterForm() {
  return (
    <div>
      <p className="font-semibold">Newsletter</p>
      <p className="mt-1 text-sm text-muted-foreground">
        Our newsletter is coming soon. Write to <a className="underline" href={`mailto:${siteConfig.brand.email}`}>{siteConfig.brand.email}</a> to be told first.
      </p>
    </div>
  );
}
