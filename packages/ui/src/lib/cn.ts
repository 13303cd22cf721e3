import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, leaving out the false ones. It merges nothing: no two classes on one element
 * set the same property, so none has to win (docs/architecture/apps-and-federation.md, "Class names"). A caller changes
 * a kit component's look through its props; its `className` adds, never overrides. The tests check
 * every element they render (testing/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
