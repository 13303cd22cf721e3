import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a later Tailwind class override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map now. Its first call builds it, which takes a phone tens of
 * milliseconds; called in a task of its own before the first render, that cost is not added to one
 * of the render's slices.
 */
export function prepareClassMerging(): void {
  twMerge('p-0', 'p-px');
}
