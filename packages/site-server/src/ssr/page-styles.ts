import { type Selector, type SelectorComponent, transform, type Visitor } from 'lightningcss';
import { CustomPropertyReads, unreadPropertiesDropped } from './custom-properties.js';

// A page inlines only the rules its own HTML uses (docs/architecture/server-rendering.md, "Server rendering"): the
// full stylesheets, which the page's later states and the pages reached by a link need, load after
// its first paint. Inlined whole, the shell's and a remote's sheets were 80 KB of the home page's
// 143 KB, which pushed its compressed HTML past a first round trip's worth of bytes.

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** `css` minified, with `visitor` applied. */
function rewrite(css: string, visitor: Visitor<never>): string {
  return transform({ filename: 'page.css', code: Buffer.from(css), minify: true, visitor }).code.toString();
}

/** Every class name in the HTML's class attributes (as React writes them: double quotes, entities). */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity).split(/\s+/)) {
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The classes an element needs for `selector` to match it or its context. Those inside `:is()` and
 * `:where()` count (Tailwind writes `group-hover:` as `:is(:where(.group):hover *)`); those inside
 * `:not()` or `:has()` do not, as their absence can still match.
 */
function requiredClasses(selector: Selector, into: string[] = []): string[] {
  for (const component of selector as SelectorComponent[]) {
    if (component.type === 'class') into.push(component.name);
    else if (component.type === 'pseudo-class' && (component.kind === 'is' || component.kind === 'where')) {
      // One of the alternatives must match; require the classes of the first only when it is the sole one.
      if (component.selectors.length === 1 && component.selectors[0]) requiredClasses(component.selectors[0], into);
    }
  }
  return into;
}

/**
 * `css` without the style rules none of whose selectors can match an element of the page: a rule
 * stays when some selector's classes all appear in `used`. At-rules, custom properties, keyframes and
 * rules without classes (the base layer) stay whole.
 */
export function rulesForPage(css: string, used: ReadonlySet<string>): string {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors.filter((selector) => requiredClasses(selector).every((name) => used.has(name)));
          if (selectors.length === 0) return [];
          // An unchanged rule is left as lightningcss parsed it: handing every rule back through the
          // visitor costs time, and some rules do not survive the round trip.
          if (selectors.length === rule.value.selectors.length) return undefined;
          rule.value.selectors = selectors;
          return rule;
        },
      },
    },
  });
  return code.toString();
}

/**
 * The page's sheets as the page inlines them: each cut to the rules whose classes `html` uses
 * (`rulesForPage`), then without the custom properties none of the page's styles reads
 * (custom-properties.ts).
 */
export function stylesForPage(sheets: readonly string[], html: string): string[] {
  const used = classNamesIn(html);
  const cut = sheets.map((css) => rulesForPage(css, used));
  const reads = new CustomPropertyReads();
  reads.readInHtml(html);
  for (const css of cut) rewrite(css, reads.visitor());
  const dropped = unreadPropertiesDropped(reads.readProperties());
  return cut.map((css) => rewrite(css, dropped));
}
