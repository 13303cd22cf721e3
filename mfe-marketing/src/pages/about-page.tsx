import { siteConfig } from '@staycompliant/site-config';
import { Badge, Card, CardDescription, CardHeader, CardTitle, Container, Section, SectionHeading } from '@staycompliant/ui';
import { CompanyFacts } from '../about/company-facts';
import { companyValues, teamDisciplines } from '../content/about';
import { ConsultationBand } from '../shared/consultation-band';

export function AboutPage() {
  const brand = siteConfig.brand.name;
  return (
    <>
      <section aria-labelledby="about-title" className="bg-linear-to-b from-navy-50 to-background">
        <Container className="py-12 md:py-20">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">About us</p>
            <h1 id="about-title" className="mt-3 text-4xl font-bold text-balance text-navy-900 md:text-display">
              Compliance, handled by people who have done it for 8+ years
            </h1>
            <p className="mt-4 text-lg text-pretty text-muted-foreground md:text-lead">
              {brand} keeps US companies formed, filed and in good standing, so their founders can spend their time on the product.
            </p>
          </div>
          <div className="mt-10">
            <CompanyFacts />
          </div>
        </Container>
      </section>

      <Section aria-labelledby="story-title">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <SectionHeading align="left" eyebrow="Our story" title="Why we started" titleId="story-title" flush />
          <div className="flex flex-col gap-5 text-lg leading-relaxed text-foreground">
            <p>
              Our founder spent the early part of a career in corporate law and tax practice, watching promising startups lose money and
              months to avoidable mistakes: a missed 83(b) election, a Delaware franchise tax bill of tens of thousands of dollars, a Form
              5472 nobody had heard of until the penalty notice arrived.
            </p>
            <p>
              More than eight years ago {brand} began with a simple idea: founders should get the legal, accounting and tax work a US
              company needs from one team, at a price agreed before the work starts, explained in plain English.
            </p>
            <p>
              Today the team covers incorporation, contracts, monthly books, CFO advisory, tax filing and crypto accounting for founders in
              the US and in dozens of other countries, from pre-seed companies to funded scale-ups and Web3 protocols.
            </p>
          </div>
        </Container>
      </Section>

      <Section tone="muted" aria-labelledby="team-title">
        <Container>
          <SectionHeading
            eyebrow="Our team"
            title="Specialists with 4 to 20 years of experience each"
            titleId="team-title"
            description="Attorneys, CPAs, enrolled agents, controllers and crypto accountants who work together on every client."
          />
          <ul className="grid gap-6 md:grid-cols-2">
            {teamDisciplines.map((discipline) => (
              <li key={discipline.title}>
                <Card className="h-full">
                  <CardHeader>
                    <Badge variant="accent" className="mb-1">
                      {discipline.experience} of experience
                    </Badge>
                    <CardTitle>{discipline.title}</CardTitle>
                    <CardDescription>{discipline.description}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </Section>

      <Section aria-labelledby="values-title">
        <Container>
          <SectionHeading eyebrow="Our values" title="How we work" titleId="values-title" />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {companyValues.map((value, index) => (
              <li key={value.title} className="flex flex-col gap-2 border-t-4 border-primary pt-5">
                <span aria-hidden="true" className="text-sm font-bold text-primary">
                  0{index + 1}
                </span>
                <h3 className="text-xl font-semibold text-navy-900">{value.title}</h3>
                <p className="text-muted-foreground">{value.description}</p>
              </li>
            ))}
          </ul>
        </Container>
      </Section>

      <ConsultationBand
        title="Meet the team on a free call"
        description="Tell us where your company stands. We will tell you what it needs, who on our team will handle it, and what it costs."
      />
    </>
  );
}
