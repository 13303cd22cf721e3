// The query parameters a page reads, as the shell's route table declares them, and the one rule for
// which of a request's values a page is rendered and cached for (docs/architecture/site-server.md, "The site
// server"). Plain JavaScript, so the site server's compiled code loads it under Node, as it reads
// the declarations from the shell build's routes.json.

/**
 * A query parameter a page reads: its name alone (any value is taken, as routes.json files written
 * before values were declared say), or its name and the values it accepts, listed or as whole
 * numbers from `min` to `max` in steps of `step` (1 by default) written in decimal, without a sign
 * or leading zeros.
 * @typedef {string
 *   | { readonly name: string, readonly values: readonly string[] }
 *   | { readonly name: string, readonly integers: { readonly min: number, readonly max: number, readonly step?: number } }} QueryParameter
 */

/** A whole number as a page writes it: `0`, or digits without a leading zero; at most 15 of them. */
const decimal = /^(?:0|[1-9]\d{0,14})$/;

/**
 * Whether a declared parameter accepts `value`. A parameter of a shape this rule does not know
 * accepts nothing.
 * @param {QueryParameter} parameter
 * @param {string} value
 * @returns {boolean}
 */
export function acceptsQueryValue(parameter, value) {
  if (typeof parameter === 'string') return true;
  if ('values' in parameter && Array.isArray(parameter.values)) return parameter.values.includes(value);
  if (!('integers' in parameter) || !decimal.test(value)) return false;
  const { min, max, step = 1 } = parameter.integers;
  const number = Number(value);
  return number >= min && number <= max && (number - min) % step === 0;
}

/** @param {QueryParameter} parameter */
const nameOf = (parameter) => (typeof parameter === 'string' ? parameter : parameter.name);

/**
 * The query a page is rendered and cached for: only the declared parameters, in their declared
 * order. A parameter declared by name keeps every value sent; one declared with its values keeps its
 * first value (what the page reads) when accepted, else nothing, so an invented value is the page
 * without it and cannot make a page of its own.
 * @param {readonly QueryParameter[]} parameters
 * @param {URLSearchParams} query
 * @returns {URLSearchParams}
 */
export function canonicalQuery(parameters, query) {
  const kept = new URLSearchParams();
  for (const parameter of parameters) {
    const name = nameOf(parameter);
    if (typeof name !== 'string') continue;
    if (typeof parameter === 'string') {
      for (const value of query.getAll(name)) kept.append(name, value);
      continue;
    }
    const value = query.get(name);
    if (value !== null && acceptsQueryValue(parameter, value)) kept.append(name, value);
  }
  return kept;
}
