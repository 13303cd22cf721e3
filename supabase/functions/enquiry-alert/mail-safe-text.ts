// Visitor text made safe for the alert e-mails: inside HTML, and inside a header. Pure and free of Deno APIs.

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * One line for a header: every line break (CR, LF, NEL, LS, PS) and other control character becomes a
 * space, so visitor text can never start a header of its own; long values are cut.
 */
export function headerSafe(value: string, maxLength = 80): string {
  const oneLine = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return oneLine.length > maxLength ? `${oneLine.slice(0, maxLength - 1)}…` : oneLine;
}
