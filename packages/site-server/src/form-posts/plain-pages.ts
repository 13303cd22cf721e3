// The few answers to a form post that are not a rendered page: the site's own pages cost a render,
// which these must not (a flood past the rate limit, a body refused before it is read, a render that
// failed). Plain HTML, no script, no style: the site server's Content-Security-Policy holds.

export interface PlainPage {
  title: string;
  message: string;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/** A page with a heading, a message and the ways on: back to the form, home, or another way to write. */
export function plainPage({ title, message }: PlainPage, backTo: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(backTo)}">Back to the form</a> · <a href="/">Back to home</a> · <a href="/contact">Other ways to reach us</a></p>
</main>
</body>
</html>
`;
}

export const plainPages = {
  tooMany: {
    title: 'Too many attempts',
    message: 'You have sent this form several times in a few minutes. Please wait about ten minutes and try again.',
  },
  tooLarge: { title: 'Too much text', message: 'What you sent is longer than the form accepts. Please shorten it and try again.' },
  unsupported: { title: 'Form not understood', message: 'Please send the form from its page on this site.' },
  otherSite: {
    title: 'Sent from another site',
    message: 'This form came from a page on another site, so nothing was sent. Please use the form on our own page.',
  },
  failed: {
    title: 'Please try again',
    message: 'Something went wrong on our side and nothing was sent. Please go back, and try again in a moment.',
  },
} as const satisfies Record<string, PlainPage>;
