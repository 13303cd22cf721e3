import { serviceNames } from '@staycompliant/contracts';
import { companySizes } from '@staycompliant/contracts/schemas';
import fc from 'fast-check';

// Every character JavaScript's trim() removes, and look-alikes it keeps (zero-width space,
// Mongolian vowel separator, zero-width non-joiner).
const trimmedWhitespace = [
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2005',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];
const keptLookAlikes = ['\u200b', '\u180e', '\u200c'];

/** Text a visitor might type or paste: ASCII, accents, RTL, combining marks, emoji (2 UTF-16 units), markup, controls. */
const anyCharacter = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...'abcxyzABCXYZ0189 .,-_\'"&') },
  {
    weight: 2,
    arbitrary: fc.constantFrom('é', 'ß', 'İ', 'K', 'ﬃ', 'ا', 'ש', '\u202e', '\u200f', 'e\u0301', '\u0301', 'z\u0336', '中', '한'),
  },
  { weight: 2, arbitrary: fc.constantFrom('😀', '👩‍💻', '🏳️‍🌈', '𝔘', '\u{1F1FA}\u{1F1F8}') },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${…} is one of the hostile inputs
  { weight: 1, arbitrary: fc.constantFrom('<', '>', '<script>', '</b>', '"', "'", '`', '\\', '${x}', '&amp;') },
  { weight: 1, arbitrary: fc.constantFrom('\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\t', '\n') },
  // PostgreSQL text cannot hold U+0000, so it is left out (a known, documented difference).
  { weight: 1, arbitrary: fc.constantFrom(...trimmedWhitespace, ...keptLookAlikes) },
);

const padding = fc.array(fc.constantFrom(...trimmedWhitespace, ...keptLookAlikes), { maxLength: 3 }).map((chars) => chars.join(''));

/**
 * A string whose core is about `limit` UTF-16 units long for one of the limits (one below, at,
 * one above, or anywhere up to a little past the largest), possibly padded with whitespace.
 */
function textNearLimits(limits: readonly number[]): fc.Arbitrary<string> {
  const largest = Math.max(...limits);
  const length = fc.oneof(
    fc.constantFrom(...limits.flatMap((limit) => [limit - 1, limit, limit + 1]).filter((n) => n >= 0)),
    fc.integer({ min: 0, max: largest + 3 }),
  );
  const core = length.chain((units) =>
    fc.oneof(
      // Exactly `units` UTF-16 units of plain letters, with an emoji swapped in at times.
      fc
        .tuple(fc.string({ minLength: units, maxLength: units, unit: fc.constantFrom(...'abcdefghXYZ') }), fc.boolean())
        .map(([text, emoji]) => (emoji && text.length >= 2 ? `😀${text.slice(2)}` : text)),
      fc.array(anyCharacter, { maxLength: Math.max(1, units) }).map((chars) => chars.join('')),
    ),
  );
  return fc.tuple(padding, core, padding).map(([before, text, after]) => `${before}${text}${after}`);
}

const localCharacter = fc.constantFrom(..."abcXYZ019_'+-.");
const labelCharacter = fc.constantFrom(...'abcXYZ019-');

/** E-mail addresses around zod's rules: mixed case, dots, odd characters, lengths near 255, padding. */
export const emailNearLimits: fc.Arbitrary<string> = fc
  .tuple(
    padding,
    fc.oneof(
      fc.string({ unit: localCharacter, minLength: 0, maxLength: 12 }),
      fc.integer({ min: 230, max: 250 }).map((units) => 'Ab'.repeat(units).slice(0, units)),
    ),
    fc.constantFrom('@', '@', '@', '', '@@', ' @'),
    fc.array(fc.string({ unit: labelCharacter, minLength: 0, maxLength: 8 }), { minLength: 1, maxLength: 3 }),
    // U+212A, the Kelvin sign, lower-cases to an ASCII 'k'.
    fc.constantFrom('com', 'COM', 'Io', 'x', 'c0m', 'museum', '', 'ÇA', 'co\u212a'),
    fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: anyCharacter }),
    padding,
  )
  .map(([before, local, at, labels, tld, stray, after]) => `${before}${local}${stray}${at}${[...labels, tld].join('.')}${after}`);

export const validEnquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company_size: '10-100',
  services_interested: ['Tax Filing'],
  description: 'We need help with our annual federal and state filings.',
};

const companySize = fc.oneof(
  fc.constantFrom(...companySizes),
  fc.constantFrom('', ' 100+', '100+ ', 'Less than 10', '1-10', 'less than 10\u200b'),
  textNearLimits([0, 5]),
);

const serviceList = fc.oneof(
  fc.subarray([...serviceNames]),
  fc.array(fc.constantFrom(...serviceNames), { maxLength: 8 }),
  fc.array(
    fc.oneof(fc.constantFrom(...serviceNames), fc.constantFrom(' Tax Filing', 'tax filing', 'Payroll', '', 'Legal Services\u00a0')),
    {
      maxLength: 4,
    },
  ),
);

/** An enquiry with up to three of its fields replaced by values near (or past) the limits. */
export const enquiryNearLimits = fc
  .record({
    name: textNearLimits([1, 100]),
    email: emailNearLimits,
    company_size: companySize,
    services_interested: serviceList,
    description: textNearLimits([10, 1000]),
  })
  .chain((candidate) =>
    fc.subarray(Object.keys(candidate) as (keyof typeof candidate)[], { maxLength: 3 }).map((fields) => ({
      ...validEnquiry,
      ...Object.fromEntries(fields.map((field) => [field, candidate[field]])),
    })),
  );
