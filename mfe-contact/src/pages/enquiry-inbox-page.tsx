import { OperatorGate } from '@staycompliant/operator-console';
import { useSearchParams } from '@staycompliant/router';
import { Container } from '@staycompliant/ui';
import { EnquiryDetail } from '../operator-inbox/enquiry-detail';
import { EnquiryList } from '../operator-inbox/enquiry-list';
import { isUuid } from '../operator-inbox/list-query';

/**
 * /admin/enquiries (unlisted, noindex): the operators' inbox; `?id=<uuid>` opens one enquiry (the
 * e-mail alert links there). The server renders the heading and the sign-in skeleton; the session
 * and the data are read in the browser (docs/product.md, "Enquiry inbox").
 */
export function EnquiryInboxPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Container className="max-md:py-10 md:py-14">
      <div className="mb-8 flex flex-col gap-2">
        <h1 className="font-bold text-navy-900 max-md:text-3xl md:text-4xl">Enquiries</h1>
        <p className="text-muted-foreground">Every enquiry sent through the contact dialog, newest first.</p>
      </div>
      <OperatorGate>{() => (isUuid(id) ? <EnquiryDetail id={id} /> : <EnquiryList />)}</OperatorGate>
    </Container>
  );
}
