interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  /** Written with `{brand}` and `{email}` where the firm's configured name and e-mail go. */
  intro: string;
  sections: readonly LegalSection[];
}

export const legalLastUpdated = 'April 15, 2025';
