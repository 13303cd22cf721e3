import { OperatorGate } from '@staycompliant/operator-console';
import { Container } from '@staycompliant/ui';
import { SubscriberList } from '../operator-inbox/subscriber-list';

/** /admin/subscribers (unlisted, noindex): the newsletter's subscribers; removing one unsubscribes them. */
export function SubscribersPage() {
  return (
    <Container className="max-md:py-10 md:py-14">
      <div className="mb-8 flex flex-col gap-2">
        <h1 className="font-bold text-navy-900 max-md:text-3xl md:text-4xl">Subscribers</h1>
        <p className="text-muted-foreground">Everyone who subscribed to the newsletter, newest first.</p>
      </div>
      <OperatorGate>{() => <SubscriberList />}</OperatorGate>
    </Container>
  );
}
