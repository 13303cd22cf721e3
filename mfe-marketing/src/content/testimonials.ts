/** A client's quote. The home page's quotes carry no id; the customers page's do. */
export interface Testimonial {
  quote: string;
  author: string;
  position: string;
  company: string;
}

export interface IdentifiedTestimonial extends Testimonial {
  id: string;
}

/** 'What Our Clients Say' on the home page. */
export const homeTestimonials: readonly Testimonial[] = [
  {
    quote:
      'We incorporated in Delaware from Berlin without a single call to the state. The 83(b) elections went out on day two, and our first investor’s lawyer had nothing to fix.',
    author: 'Lena Hoffmann',
    position: 'Co-founder & CEO',
    company: 'Parcelwise',
  },
  {
    quote:
      'Our books were fourteen months behind when we started a seed round. They caught us up in five weeks, and the data room was ready before the term sheet.',
    author: 'Marcus Bell',
    position: 'Founder',
    company: 'Tidepool Analytics',
  },
  {
    quote:
      'As a foreign-owned LLC we had no idea Form 5472 existed. They filed three years of back returns and secured penalty relief on every one of them.',
    author: 'Priya Raman',
    position: 'Managing Member',
    company: 'Kitewing Studio',
  },
  {
    quote:
      'Staking rewards, bridges, three chains and two exchanges: they reconciled all of it and gave our auditors a cost-basis trail they accepted on the first pass.',
    author: 'Diego Alvarez',
    position: 'Head of Finance',
    company: 'Lumen Protocol Labs',
  },
  {
    quote:
      'Our fractional CFO rebuilt the model, ran the board pack every month and helped us extend runway by seven months without a bridge round.',
    author: 'Hannah Okafor',
    position: 'CEO',
    company: 'Fieldnote Health',
  },
  {
    quote:
      'We were selling into 30 states and collecting sales tax in none of them. They mapped our nexus, registered us where it mattered and cleaned up the exposure quietly.',
    author: 'Ethan Brooks',
    position: 'Co-founder',
    company: 'Cartfolk',
  },
];

/** The looping carousel of the customers page. */
export const customerTestimonials: readonly IdentifiedTestimonial[] = [
  {
    id: 'northbeam',
    quote:
      'One team for the entity, the books and the taxes means nothing falls between the cracks. The monthly close lands on the same day, every month.',
    author: 'Sofia Marchetti',
    position: 'COO',
    company: 'Northbeam Logistics',
  },
  {
    id: 'quarry',
    quote:
      'They found an R&D credit we had left unclaimed for two years and applied it against our payroll taxes. It paid for their fees several times over.',
    author: 'James Whitfield',
    position: 'Co-founder & CTO',
    company: 'Quarry AI',
  },
  {
    id: 'atlas-dao',
    quote: 'Our treasury holds tokens across four chains. For the first time, our financial statements tie to what is actually on chain.',
    author: 'Kenji Watanabe',
    position: 'Treasury Lead',
    company: 'Atlas Collective',
  },
];
