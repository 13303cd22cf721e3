import { ClientLogosSection } from '../client-logos/client-logos-section';
import { ClientTestimonialsSection } from '../home/client-testimonials-section';
import { HeroSection } from '../home/hero-section';
import { LatestArticlesSection } from '../home/latest-articles-section';
import { TrustedPartnersSection } from '../home/trusted-partners-section';
import { WhatWeDoSection } from '../home/what-we-do-section';
import { ConsultationBand } from '../shared/consultation-band';

export function HomePage() {
  return (
    <>
      <HeroSection />
      <WhatWeDoSection />
      <ClientTestimonialsSection />
      <ClientLogosSection />
      <LatestArticlesSection />
      <TrustedPartnersSection />
      <ConsultationBand
        title="Not sure where to start?"
        description="Tell us about your company in a free 15-minute call. We will tell you what you need to file, and what you can safely ignore."
      />
    </>
  );
}
