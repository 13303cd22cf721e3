import { Tabs, TabsContent, TabsList, TabsTrigger } from '@staycompliant/ui/tabs';
import type { ServiceContent } from '../content/services';
import { ServiceBenefits } from './service-benefits';
import { ServiceGroups } from './service-groups';

/** 'Service Details' (the groups) and 'Why Choose Us' (the benefits). */
export function ServiceDetailTabs({ service }: { service: ServiceContent }) {
  return (
    <Tabs defaultValue="details">
      <TabsList aria-label={`About ${service.title}`} className="self-start">
        <TabsTrigger value="details">Service Details</TabsTrigger>
        <TabsTrigger value="benefits">Why Choose Us</TabsTrigger>
      </TabsList>
      {/* Each panel's own heading keeps the outline h1 → h2 → h3 for the groups' and benefits' h3s. */}
      <TabsContent value="details">
        <h2 className="sr-only">Service Details</h2>
        <ServiceGroups groups={service.groups} />
      </TabsContent>
      <TabsContent value="benefits">
        <h2 className="sr-only">Why Choose Us</h2>
        <ServiceBenefits benefits={service.benefits} />
      </TabsContent>
    </Tabs>
  );
}
