/**
 * Resolves in a later task, so the browser can paint and handle input in between. Long work that
 * awaits it between steps leaves no task long enough to delay a tap on a phone.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
