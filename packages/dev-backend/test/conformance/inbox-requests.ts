/**
 * Every request kind the operators' inbox and its CSV export send (docs/product.md, "Enquiry
 * inbox"), as supabase-js 2 builds them, for the PostgREST conformance test.
 */
export type Caller = 'anon' | 'service' | 'admin' | 'user';

export interface InboxRequest {
  name: string;
  caller: Caller;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'HEAD';
  /** Path and query after the REST root (`/rest/v1/` locally, `/` on PostgREST). */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The seeded rows (by number) PostgREST's answer must hold, in order: proves the request means what the inbox means. */
  rows?: number[];
}

const list = 'contact_submissions?select=*';
const newestFirst = 'order=created_at.desc,id.desc';
const count = { prefer: 'count=exact' };
const search = (term: string) => `or=(name.ilike.${term},email.ilike.${term},description.ilike.${term})`;
const q = encodeURIComponent;

/** Builds the request list once the seeded rows' keys are known. */
export function inboxRequests(keys: {
  enquiryId: string;
  pageEnd: { created_at: string; id: string };
  subscriberId: string;
}): InboxRequest[] {
  const { enquiryId, pageEnd, subscriberId } = keys;
  const after = `or=(created_at.lt.${q(pageEnd.created_at)},and(created_at.eq.${q(pageEnd.created_at)},id.lt.${pageEnd.id}))`;
  return [
    // The list: first page with the total, as the inbox asks for it (limit, and Range as .range() sends).
    {
      name: 'first page, limit=25, count=exact',
      caller: 'admin',
      path: `${list}&${newestFirst}&limit=25`,
      headers: count,
      rows: [...Array.from({ length: 24 }, (_, i) => i), 25],
    },
    { name: 'first page, Range 0-24, count=exact', caller: 'admin', path: `${list}&${newestFirst}`, headers: { ...count, range: '0-24' } },
    { name: 'a range covering every row, count=exact', caller: 'admin', path: `${list}&${newestFirst}&limit=100`, headers: count },
    { name: 'second page by offset, count=exact', caller: 'admin', path: `${list}&${newestFirst}&offset=25&limit=25`, headers: count },
    { name: 'an offset past the end, count=exact', caller: 'admin', path: `${list}&${newestFirst}&offset=100&limit=25`, headers: count },
    { name: 'a page without count', caller: 'admin', path: `${list}&${newestFirst}&limit=5` },
    { name: 'HEAD with count=exact (count only)', caller: 'admin', method: 'HEAD', path: `${list}`, headers: count },
    { name: 'status filter', caller: 'admin', path: `${list}&status=eq.contacted&${newestFirst}&limit=25`, headers: count },
    {
      name: 'service filter as supabase-js sends contains()',
      caller: 'admin',
      path: `${list}&services_interested=cs.${q('{Tax Filing}')}&${newestFirst}&limit=25`,
      headers: count,
    },
    {
      name: 'service filter, quoted element',
      caller: 'admin',
      path: `${list}&services_interested=cs.${q('{"Accounting & Bookkeeping"}')}&${newestFirst}&limit=25`,
      headers: count,
    },
    { name: 'search, plain term', caller: 'admin', path: `${list}&${search('*lovelace*')}&${newestFirst}&limit=25`, headers: count },
    {
      name: 'search, upper case finds lower case',
      caller: 'admin',
      path: `${list}&${search('*LOVELACE*')}&${newestFirst}&limit=25`,
      headers: count,
      rows: [0],
    },
    {
      name: 'search, quoted term with a comma and parentheses',
      caller: 'admin',
      path: `${list}&${search(q('"*comma, (paren)*"'))}&${newestFirst}&limit=25`,
      headers: count,
      rows: [1],
    },
    {
      name: 'search, quoted term with an escaped double quote',
      caller: 'admin',
      path: `${list}&${search(q('"*say \\"hi\\"*"'))}&${newestFirst}&limit=25`,
      headers: count,
      rows: [3],
    },
    {
      name: 'search, % escaped for ilike inside quotes',
      caller: 'admin',
      path: `${list}&${search(q('"*50\\\\%*"'))}&${newestFirst}&limit=25`,
      headers: count,
      rows: [4],
    },
    {
      name: 'search, % unescaped (a wildcard)',
      caller: 'admin',
      path: `${list}&${search(q('"*50%*"'))}&${newestFirst}&limit=25`,
      headers: count,
      rows: [4, 9],
    },
    {
      name: 'search, _ escaped for ilike inside quotes',
      caller: 'admin',
      path: `${list}&${search(q('"*a\\\\_b*"'))}&${newestFirst}&limit=25`,
      headers: count,
      rows: [5],
    },
    {
      name: 'search, a backslash',
      caller: 'admin',
      path: `${list}&${search(q('"*back\\\\\\\\slash*"'))}&${newestFirst}&limit=25`,
      headers: count,
      rows: [6],
    },
    {
      name: 'search, unquoted backslash escapes',
      caller: 'admin',
      path: `${list}&${search(q('*50\\%*'))}&${newestFirst}&limit=25`,
      headers: count,
    },
    {
      name: 'search, apostrophe and non-ASCII',
      caller: 'admin',
      path: `${list}&${search(q("*o'neil-zoë*"))}&${newestFirst}&limit=25`,
      headers: count,
      rows: [2],
    },
    {
      name: 'search, a term with a dot (e-mail domain)',
      caller: 'admin',
      path: `${list}&${search('*example.org*')}&${newestFirst}&limit=25`,
      headers: count,
    },
    {
      name: 'status, service and search together',
      caller: 'admin',
      path: `${list}&status=eq.new&services_interested=cs.${q('{Tax Filing}')}&${search('*e*')}&${newestFirst}&limit=25`,
      headers: count,
    },
    {
      name: 'keyset next page',
      caller: 'admin',
      path: `${list}&${after}&${newestFirst}&limit=25`,
      headers: count,
      rows: [24, 26, 27, 28, 29, 30, 31],
    },
    {
      name: 'keyset next page with a search (two or= joined by AND)',
      caller: 'admin',
      path: `${list}&${search('*e*')}&${after}&${newestFirst}&limit=25`,
      headers: count,
    },
    {
      name: 'not.or and not. inside a tree',
      caller: 'admin',
      path: `${list}&not.or=(status.eq.new,status.eq.spam)&and=(name.not.ilike.*zz*,status.not.in.(won,lost))&${newestFirst}`,
      headers: count,
    },
    {
      name: 'one enquiry as a single object',
      caller: 'admin',
      path: `${list}&id=eq.${enquiryId}`,
      headers: { accept: 'application/vnd.pgrst.object+json' },
    },
    {
      name: 'CSV export page (all columns, 1000 a page)',
      caller: 'admin',
      path: `${list}&status=eq.new&${newestFirst}&offset=0&limit=1000`,
    },
    { name: 'a malformed logic tree', caller: 'admin', path: `${list}&or=(name.ilike.*a*,email.ilike`, headers: count },
    { name: 'an unknown operator in a tree', caller: 'admin', path: `${list}&or=(name.foo.x,email.eq.y)` },

    // The counts RPC.
    { name: 'counts, POST without arguments', caller: 'admin', method: 'POST', path: 'rpc/enquiry_status_counts', body: {} },
    {
      name: 'counts, POST with search and service',
      caller: 'admin',
      method: 'POST',
      path: 'rpc/enquiry_status_counts',
      body: { search: 'e', service: 'Tax Filing' },
    },
    {
      name: 'counts, POST with nulls',
      caller: 'admin',
      method: 'POST',
      path: 'rpc/enquiry_status_counts',
      body: { search: null, service: null },
    },
    {
      name: 'counts, POST with a tricky search',
      caller: 'admin',
      method: 'POST',
      path: 'rpc/enquiry_status_counts',
      body: { search: '50%' },
    },
    { name: 'counts, GET with query arguments', caller: 'admin', path: `rpc/enquiry_status_counts?search=${q('comma, (paren)')}` },
    {
      name: 'counts with count=exact',
      caller: 'admin',
      method: 'POST',
      path: 'rpc/enquiry_status_counts',
      body: { search: 'e' },
      headers: count,
    },
    {
      name: 'counts by GET, filtered and ordered',
      caller: 'admin',
      path: 'rpc/enquiry_status_counts?search=e&status=in.(new,won)&order=count.desc&select=status,count',
    },
    { name: 'counts, as a non-admin (RLS: zeros)', caller: 'user', method: 'POST', path: 'rpc/enquiry_status_counts', body: {} },
    { name: 'counts, as anon (no EXECUTE)', caller: 'anon', method: 'POST', path: 'rpc/enquiry_status_counts', body: {} },
    { name: 'counts, an unknown argument', caller: 'admin', method: 'POST', path: 'rpc/enquiry_status_counts', body: { term: 'x' } },
    // The alert queue's RPCs (docs/architecture/enquiry-alert.md, "The enquiry alert").
    {
      name: 'alert queue figures, as a non-admin (42501)',
      caller: 'user',
      method: 'POST',
      path: 'rpc/enquiry_alert_queue_stats',
      body: {},
    },
    { name: 'alert queue figures, as anon (no EXECUTE)', caller: 'anon', method: 'POST', path: 'rpc/enquiry_alert_queue_stats', body: {} },
    {
      name: 'Resend, an alert that has not failed (P0002)',
      caller: 'admin',
      method: 'POST',
      path: 'rpc/resend_enquiry_alert',
      body: { enquiry_id: enquiryId },
    },
    {
      name: 'Resend, as a non-admin (42501)',
      caller: 'user',
      method: 'POST',
      path: 'rpc/resend_enquiry_alert',
      body: { enquiry_id: enquiryId },
    },
    {
      name: 'Resend, as anon (no EXECUTE)',
      caller: 'anon',
      method: 'POST',
      path: 'rpc/resend_enquiry_alert',
      body: { enquiry_id: enquiryId },
    },
    {
      name: 'settling a message, as an admin (service role only)',
      caller: 'admin',
      method: 'POST',
      path: 'rpc/settle_enquiry_alert',
      body: { msg_id: 1, enquiry_id: enquiryId, sent: true, answer: '250' },
    },
    { name: 'dispatching, as an admin (no EXECUTE)', caller: 'admin', method: 'POST', path: 'rpc/dispatch_enquiry_alerts', body: {} },
    { name: 'an unknown function', caller: 'admin', method: 'POST', path: 'rpc/no_such_function', body: {} },
    { name: 'an unknown function by GET', caller: 'admin', path: 'rpc/no_such_function' },

    // One enquiry: status and notes.
    {
      name: 'PATCH status and notes',
      caller: 'admin',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}`,
      body: { status: 'contacted', notes: 'Called, "left" a message <b>' },
    },
    {
      name: 'PATCH status, return=representation',
      caller: 'admin',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}`,
      body: { status: 'qualified' },
      headers: { prefer: 'return=representation' },
    },
    {
      name: 'PATCH as a single object',
      caller: 'admin',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}&select=id,status,notes`,
      body: { notes: 'x' },
      headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    },
    {
      name: 'PATCH an unknown status',
      caller: 'admin',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}`,
      body: { status: 'archived' },
    },
    {
      name: 'PATCH notes over 5000 characters',
      caller: 'admin',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}`,
      body: { notes: 'n'.repeat(5001) },
    },
    {
      name: 'PATCH name as admin (refused)',
      caller: 'admin',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}`,
      body: { name: 'Changed' },
    },
    {
      name: 'PATCH email as admin (refused)',
      caller: 'admin',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}`,
      body: { email: 'x@example.com', status: 'won' },
    },
    {
      name: 'PATCH description as admin (refused)',
      caller: 'admin',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}`,
      body: { description: 'Changed words here' },
    },
    {
      name: 'PATCH an unknown column',
      caller: 'admin',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}`,
      body: { stage: 'won' },
    },
    {
      name: 'PATCH as a non-admin (no row)',
      caller: 'user',
      method: 'PATCH',
      path: `contact_submissions?id=eq.${enquiryId}`,
      body: { status: 'spam' },
    },
    { name: 'PATCH as anon', caller: 'anon', method: 'PATCH', path: `contact_submissions?id=eq.${enquiryId}`, body: { status: 'spam' } },
    { name: 'DELETE an enquiry as anon', caller: 'anon', method: 'DELETE', path: `contact_submissions?id=eq.${enquiryId}` },
    {
      name: 'DELETE an enquiry as admin (no privilege)',
      caller: 'admin',
      method: 'DELETE',
      path: `contact_submissions?id=eq.${enquiryId}`,
    },
    { name: 'read enquiries as anon', caller: 'anon', path: `${list}&limit=25` },
    { name: 'read enquiries as a non-admin', caller: 'user', path: `${list}&${newestFirst}&limit=25`, headers: count },
    {
      name: 'history of one enquiry, newest first',
      caller: 'admin',
      path: `contact_submission_history?select=*&submission_id=eq.${enquiryId}&order=changed_at.desc,id.desc`,
    },
    { name: 'history as a non-admin', caller: 'user', path: `contact_submission_history?select=*` },
    { name: 'history as anon', caller: 'anon', path: `contact_submission_history?select=*` },
    {
      name: 'history insert as admin (refused)',
      caller: 'admin',
      method: 'POST',
      path: 'contact_submission_history',
      body: { submission_id: enquiryId, field: 'status' },
    },
    {
      name: 'history delete as admin (refused)',
      caller: 'admin',
      method: 'DELETE',
      path: `contact_submission_history?submission_id=eq.${enquiryId}`,
    },

    // Subscribers.
    {
      name: 'subscribers, newest first with count',
      caller: 'admin',
      path: `email_subscribers?select=*&order=created_at.desc,id.desc&limit=25`,
      headers: count,
    },
    {
      name: 'subscribers, search',
      caller: 'admin',
      path: `email_subscribers?select=*&email=ilike.${q('*news*')}&order=created_at.desc,id.desc&limit=25`,
      headers: count,
    },
    { name: 'subscribers as a non-admin', caller: 'user', path: 'email_subscribers?select=*' },
    { name: 'subscribers as anon', caller: 'anon', path: 'email_subscribers?select=*' },
    { name: 'DELETE a subscriber as admin', caller: 'admin', method: 'DELETE', path: `email_subscribers?id=eq.${subscriberId}` },
    {
      name: 'DELETE a subscriber, return=representation',
      caller: 'admin',
      method: 'DELETE',
      path: `email_subscribers?id=eq.${subscriberId}`,
      headers: { prefer: 'return=representation' },
    },
    {
      name: 'DELETE a subscriber as a non-admin (no row)',
      caller: 'user',
      method: 'DELETE',
      path: `email_subscribers?id=eq.${subscriberId}`,
    },
    { name: 'DELETE a subscriber as anon', caller: 'anon', method: 'DELETE', path: `email_subscribers?id=eq.${subscriberId}` },

    // on_conflict: PostgREST refuses what it cannot honour.
    {
      name: 'on_conflict without a resolution',
      caller: 'anon',
      method: 'POST',
      path: 'email_subscribers?on_conflict=email',
      body: { email: 'onconflict1@example.com' },
    },
    {
      name: 'on_conflict=email, ignore-duplicates (no matching unique index)',
      caller: 'anon',
      method: 'POST',
      path: 'email_subscribers?on_conflict=email',
      body: { email: 'onconflict2@example.com' },
      headers: { prefer: 'resolution=ignore-duplicates' },
    },
    {
      name: 'on_conflict on an unknown column',
      caller: 'anon',
      method: 'POST',
      path: 'email_subscribers?on_conflict=nope',
      body: { email: 'onconflict3@example.com' },
      headers: { prefer: 'resolution=merge-duplicates' },
    },
    {
      name: 'on_conflict=id, merge-duplicates as anon (needs UPDATE)',
      caller: 'anon',
      method: 'POST',
      path: 'email_subscribers?on_conflict=id',
      body: { email: 'onconflict4@example.com' },
      headers: { prefer: 'resolution=merge-duplicates' },
    },
    { name: 'an unknown table', caller: 'admin', path: 'contact_submission?select=*' },

    // What the site's forms already send (last: each server's turn adds a row).
    { name: 'subscribe', caller: 'anon', method: 'POST', path: 'email_subscribers', body: { email: 'onconflict-new@example.com' } },
    { name: 'subscribe twice', caller: 'anon', method: 'POST', path: 'email_subscribers', body: { email: 'NEWS1@example.com' } },
    {
      name: 'an enquiry the database refuses',
      caller: 'anon',
      method: 'POST',
      path: 'contact_submissions',
      body: {
        name: 'A',
        email: 'a@example.com',
        company_size: '1-10',
        services_interested: ['Tax Filing'],
        description: 'Long enough text.',
      },
    },
    {
      name: 'an enquiry setting its own status (no INSERT privilege on it)',
      caller: 'anon',
      method: 'POST',
      path: 'contact_submissions',
      body: {
        name: 'A',
        email: 'a@example.com',
        company_size: '10-100',
        services_interested: ['Tax Filing'],
        description: 'Long enough text.',
        status: 'won',
      },
    },
    {
      name: 'an enquiry',
      caller: 'anon',
      method: 'POST',
      path: 'contact_submissions',
      body: {
        name: 'A',
        email: 'a@example.com',
        company_size: '10-100',
        services_interested: ['Tax Filing'],
        description: 'Long enough text.',
      },
    },
  ];
}
