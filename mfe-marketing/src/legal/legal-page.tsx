import { siteConfig } from '@staycompliant/site-config';
import type { LegalDocument } from '../content/legal/legal-document';

function fill(text: string) {
  return text.replaceAll('{brand}', siteConfig.brand.name).replaceAll('{email}', siteConfig.brand.email);
}

/** A static legal page: title, date of the last update, then its sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated {document.lastUpdated}</p>
      <p className="mt-6 text-lg leading-relaxed">{fill(document.intro)}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-foreground/90">
              {fill(paragraph)}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
