import { twMerge } from 'tailwind-merge';

/**
 * The classes of `className` that a later class of it overrides, as tailwind-merge reads Tailwind's
 * classes (`p-6 p-4`: `p-6`). Which of two such classes applies depends on their order in the style
 * sheet, not in the attribute, so `cn` must never be given both (src/lib/cn.ts).
 */
export function overriddenClasses(className: string): string[] {
  const classes = className.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes.join(' ')).split(' '));
  return classes.filter((name) => !kept.has(name));
}

/** Each element under `root` whose classes conflict: its tag, the overridden classes and its whole class list. */
export function elementsWithConflictingClasses(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('[class]')) {
    const className = element.getAttribute('class') ?? '';
    const overridden = overriddenClasses(className);
    if (overridden.length > 0) found.push(`<${element.tagName.toLowerCase()}> ${overridden.join(' ')} overridden in "${className}"`);
  }
  return found;
}
