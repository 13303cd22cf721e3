/** Text that must be stored and shown as the literal characters it is, never as markup or code. */
export const hostileTexts = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  `"'><svg onload=alert(1)>`,
  `Robert'); DROP TABLE contact_submissions;-- "quoted" \`tick\``,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${…} is one of the hostile inputs
  '${alert(1)} {{constructor.constructor("alert(1)")()}} %s %n &lt;b&gt;',
  'C:\\Users\\x\\..\\..\\etc\\passwd',
  '👩‍💻 🏳️‍🌈 🇺🇸 😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'שלום עולם مرحبا \u202egnp.exe\u202c \u200fRTL\u200e',
  'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319A\u0334\u0335\u031c\u0330 e\u0301 n\u0303',
  'bell\u0007 escape\u001b[31m red del\u007f nel\u0085 sep\u2028 end',
  '\u200b zero\u200dwidth\u2060 \ufeffbom',
] as const;

/** A hostile text made long enough for the description's 10-character minimum. */
export function asDescription(text: string): string {
  return text.length >= 10 ? text : `${text} (hostile)`;
}
