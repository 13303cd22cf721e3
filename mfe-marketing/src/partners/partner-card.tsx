import { Badge, Card, ExternalLink } from '@staycompliant/ui';
import type { Partner } from '../content/partners';
import { partnerReferralUrl } from '../shared/configured-url';
import { PartnerWordmark } from './partner-wordmark';

export function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <Card asChild className="h-full">
      <article aria-labelledby={`partner-${partner.id}`}>
        <div className="flex flex-col items-start gap-3">
          <h2 id={`partner-${partner.id}`}>
            <PartnerWordmark name={partner.name} />
          </h2>
          <Badge variant="secondary">{partner.category}</Badge>
        </div>
        <p className="flex-1 text-muted-foreground">{partner.offer}</p>
        <ExternalLink href={partnerReferralUrl(partner.id)} showIcon className="self-start">
          Get started with {partner.name}
        </ExternalLink>
      </article>
    </Card>
  );
}
