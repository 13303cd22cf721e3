export interface NavLinkItem {
  label: string;
  to: string;
}

/** The header's links, in order (docs/product.md, "Header, footer and menus"). */
export const primaryNavigation: readonly NavLinkItem[] = [
  { label: 'Services', to: '/services' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
  { label: 'Partners', to: '/partners' },
];

/** The "More" menu (docs/product.md, "The More menu"). */
export const moreNavigation: readonly NavLinkItem[] = [
  { label: 'Resources', to: '/resources' },
  { label: 'Compliance calendar', to: '/resources/compliance-calendar' },
  { label: 'Customers', to: '/customers' },
];

export interface NavGroup {
  title: string;
  links: readonly NavLinkItem[];
}

export const footerNavigation: readonly NavGroup[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Services', to: '/services' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Customers', to: '/customers' },
      { label: 'Partners', to: '/partners' },
      { label: 'Contact us', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Cookie Policy', to: '/cookies' },
    ],
  },
];
