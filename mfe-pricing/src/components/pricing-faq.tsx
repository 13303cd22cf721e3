import { Container, Section, SectionHeading } from '@staycompliant/ui';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@staycompliant/ui/accordion';
import { pricingFaq } from '../content/pricing-copy';

export function PricingFaq() {
  return (
    <Section aria-labelledby="pricing-faq-title">
      <Container className="max-w-3xl">
        <SectionHeading title="Frequently asked questions" titleId="pricing-faq-title" />
        <Accordion>
          {pricingFaq.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Container>
    </Section>
  );
}
