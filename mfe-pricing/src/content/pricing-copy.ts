/** The pricing page's words, apart from the price list itself (pricing-plans.ts). */

export const pricingHeader = {
  title: 'Pricing',
  lead: 'Clear, indicative prices for every service we offer. Pick a service to see its plans, then book a free call to fit them to your company.',
};

export const pricingCallToAction = {
  title: (brandName: string) => `Join over 10,000 businesses that stay compliant with ${brandName}`,
  description: 'Tell us about your company and we will recommend the right plan, with no obligation.',
  consultationLabel: 'Book a free consultation',
  contactLabel: 'Contact us',
};

export const estimatorLink = {
  title: 'What will your first year cost?',
  description: 'Add up the plans and tax extras your company needs, for its whole first year and each year after.',
  label: 'Estimate your first year',
};

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const pricingFaq: readonly FaqItem[] = [
  {
    id: 'final-price',
    question: 'Are these prices final?',
    answer:
      'No. The prices on this page are indicative. Final scope and price are set after a first consultation call, once we know your company and what it needs.',
  },
  {
    id: 'tailored-pricing',
    question: "What does 'Tailored Pricing' mean?",
    answer:
      'Enterprise plans are priced as per requirements: we agree the scope with you on a call and send a quote for exactly that work.',
  },
  {
    id: 'statutory-fees',
    question: 'Are state fees included in the incorporation price?',
    answer:
      'Statutory fees are charged by the state and passed on at cost, on top of the plan price. One year of registered agent service is included.',
  },
  {
    id: 'change-plan',
    question: 'Can I change plans later?',
    answer: 'Yes. As your company grows you can move to another plan or add services; we adjust the scope with you.',
  },
  {
    id: 'foreign-founders',
    question: 'Do you work with founders outside the US?',
    answer:
      'Yes. Many of our clients are foreign-owned US companies, and we handle the forms that come with that, such as Form 5472 and FBAR.',
  },
];
