import { Link } from '@staycompliant/router';
import { siteConfig } from '@staycompliant/site-config';
import { Button, Container, ExternalLink, icons } from '@staycompliant/ui';
import { ComplianceCalendarPreview } from './compliance-calendar-preview';
import { ServicePills } from './service-pills';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="bg-linear-to-b from-navy-50 to-background">
      <Container className="grid items-center gap-12 py-12 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">Compliance for US companies</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold text-balance text-navy-900 sm:text-5xl md:text-display">
            Start & Stay Compliant in USA
          </h1>
          <p className="mt-4 text-lg text-pretty text-muted-foreground md:text-lead">Keep your USA company 100% compliant with us</p>
          <ServicePills className="mt-8" />
          <div className="mt-8 grid gap-3 sm:grid-flow-col sm:justify-start">
            <Button asChild variant="accent" size="lg">
              <ExternalLink href={siteConfig.consultationUrl} look="bare">
                <icons.Calendar aria-hidden="true" />
                Talk to an expert
              </ExternalLink>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/services">
                Explore our services
                <icons.ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <ComplianceCalendarPreview />
      </Container>
    </section>
  );
}
