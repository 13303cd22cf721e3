// Which of a delivery test's Debian packages are missing once npm test's installer has had its go
// (scripts/setup/system-packages.mjs), and what the test's title says about it.
import { ensureDeliveryPackages } from '../setup/system-packages.mjs';

/**
 * Installs `packages` with apt-get as root when they are missing; returns '' when they are all
 * there, else a note for the skipped test's title (and says how to install them).
 * @param {string[]} packages
 */
export function missingEnginesNote(packages) {
  const missing = ensureDeliveryPackages().filter((name) => packages.includes(name));
  if (missing.length === 0) return '';
  const why = process.getuid?.() === 0 ? 'apt-get could not install it' : 'not root to install it';
  console.warn(`Skipped, ${missing.join(', ')} missing: sudo apt-get install -y ${missing.join(' ')}`);
  return ` (skipped: ${missing.join(', ')} not installed, and ${why})`;
}
