/**
 * Reads the design tokens out of a stylesheet's `@theme` block, so Storybook's Foundations pages list
 * what tokens.css declares, in its order and with its comments, and hold no copy of any value.
 */

export type DesignToken = {
  /** The custom property, e.g. `--color-navy-900`. */
  name: string;
  /** The value as declared in the stylesheet. */
  declared: string;
  /** The comment written directly above this token, when it is not the first of its group. */
  note: string;
};

/** A run of declarations with no blank line between them; the comment above it names it. */
export type TokenGroup = {
  title: string;
  description: string;
  tokens: DesignToken[];
};

function themeBlocks(css: string): string[] {
  const blocks: string[] = [];
  const opener = /@theme\b[^{;]*\{/g;
  for (let match = opener.exec(css); match; match = opener.exec(css)) {
    let depth = 1;
    let index = opener.lastIndex;
    while (index < css.length && depth > 0) {
      if (css[index] === '{') depth += 1;
      else if (css[index] === '}') depth -= 1;
      index += 1;
    }
    blocks.push(css.slice(opener.lastIndex, index - 1));
    opener.lastIndex = index;
  }
  return blocks;
}

function titleAndDescription(comment: string): Pick<TokenGroup, 'title' | 'description'> {
  const text = comment.replace(/\s+/g, ' ').trim();
  const colon = text.indexOf(':');
  if (colon === -1) return { title: text.replace(/\.$/, ''), description: '' };
  const description = text.slice(colon + 1).trim();
  return { title: text.slice(0, colon).trim(), description: description.charAt(0).toUpperCase() + description.slice(1) };
}

/** Every top-level `--name: value;` of the stylesheet's `@theme` blocks, grouped as the file groups them. */
export function parseThemeTokens(css: string): TokenGroup[] {
  const groups: TokenGroup[] = [];
  const parts = /\/\*([\s\S]*?)\*\/|(--[\w-]+)\s*:\s*([^;{}]+);|\n[ \t]*\n|@keyframes[^{]*\{(?:[^{}]|\{[^{}]*\})*\}/g;
  for (const block of themeBlocks(css)) {
    let group: TokenGroup | null = null;
    let comment = '';
    for (const [part, commentText, name, declared] of block.matchAll(parts)) {
      if (commentText !== undefined) comment = commentText;
      else if (name !== undefined && declared !== undefined) {
        if (!group) {
          group = { ...titleAndDescription(comment), tokens: [] };
          groups.push(group);
          comment = '';
        }
        group.tokens.push({ name, declared: declared.trim(), note: comment.replace(/\s+/g, ' ').trim() });
        comment = '';
      } else if (!part.startsWith('@keyframes')) {
        group = null;
      }
    }
  }
  return groups;
}

/** The groups whose tokens all start with `prefix` (`--color-`, `--radius-`...). */
export function groupsOf(groups: TokenGroup[], ...prefixes: string[]): TokenGroup[] {
  return groups.filter((group) => group.tokens.every((token) => prefixes.some((prefix) => token.name.startsWith(prefix))));
}

/** The value the browser holds for a custom property now, e.g. `#0f1e3d`; '' when the CSS lacks it. */
export function computedToken(name: string, element: Element = document.documentElement): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}
