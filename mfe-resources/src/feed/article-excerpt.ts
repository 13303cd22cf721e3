const excerptWordCount = 20;

/**
 * The first 20 words of a plain text, with '...' appended when the text reaches 20 words
 * (a text of exactly 20 words gets the '...' too).
 */
export function articleExcerpt(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const excerpt = words.slice(0, excerptWordCount).join(' ');
  return words.length >= excerptWordCount ? `${excerpt}...` : excerpt;
}
