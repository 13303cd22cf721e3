import type { Visitor } from 'lightningcss';

// Tailwind writes every theme variable, `@property` rule and fallback a sheet's utilities may read;
// once a page's sheets are cut to its own rules most of them are read by nothing, and across four
// sheets they were 300 declarations of the home page's inline CSS (docs/architecture/server-rendering.md, "Server
// rendering").

// lightningcss hands properties it does not know (`content`, say) to the same visitor as custom ones.
const isCustomProperty = (name: string) => name.startsWith('--');

/** What the page's styles read: the custom properties read outside any definition, and what each definition reads. */
export class CustomPropertyReads {
  private readonly outside = new Set<string>();
  private readonly byDefinition = new Map<string, Set<string>>();

  /** A visitor that records the reads of the stylesheet it runs over; run it over each of the page's sheets. */
  visitor(): Visitor<never> {
    let definition: string | undefined;
    return {
      Declaration: {
        custom(declaration) {
          if (isCustomProperty(declaration.name)) definition = declaration.name;
        },
      },
      DeclarationExit: {
        custom() {
          definition = undefined;
        },
      },
      Variable: (variable) => {
        this.read(variable.name.ident, definition);
      },
    };
  }

  /** The `var()` reads in HTML outside the stylesheets: the elements' style attributes. */
  readInHtml(html: string): void {
    for (const [, name = ''] of html.matchAll(/var\(\s*(--[\w-]+)/g)) this.read(name, undefined);
  }

  /** Every custom property something the page styles reads, directly or through another that is read. */
  readProperties(): Set<string> {
    const read = new Set<string>();
    const pending = [...this.outside];
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (read.has(name)) continue;
      read.add(name);
      pending.push(...(this.byDefinition.get(name) ?? []));
    }
    return read;
  }

  private read(name: string, definition: string | undefined): void {
    if (definition === undefined) {
      this.outside.add(name);
      return;
    }
    const reads = this.byDefinition.get(definition) ?? new Set<string>();
    reads.add(name);
    this.byDefinition.set(definition, reads);
  }
}

/** A visitor that drops the definitions and `@property` rules of the custom properties `read` lacks. */
export function unreadPropertiesDropped(read: ReadonlySet<string>): Visitor<never> {
  return {
    Declaration: {
      custom(declaration) {
        return !isCustomProperty(declaration.name) || read.has(declaration.name) ? undefined : [];
      },
    },
    Rule: {
      property(rule) {
        return read.has(rule.value.name) ? undefined : [];
      },
    },
  };
}
