/** Where supabase-js keeps the operators' session (see clients.ts). */
export const operatorSessionKey = 'staycompliant-operator';

/** True when an operator's session is kept on this browser. Reads storage, never writes it. */
export function hasOperatorSession(): boolean {
  try {
    return window.localStorage.getItem(operatorSessionKey) !== null;
  } catch {
    // Storage can be off (a privacy setting): no session can be kept there either.
    return false;
  }
}
