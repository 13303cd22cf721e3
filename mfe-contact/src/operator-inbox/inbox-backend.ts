import type { SupabaseClient } from '@staycompliant/backend-client';
import { serviceById } from '@staycompliant/contracts';
import { dataOf } from './backend-error';
import {
  type AlertQueueStats,
  type Enquiry,
  type EnquiryChange,
  type EnquiryStatus,
  enquiryStatuses,
  type Subscriber,
} from './enquiry-model';
import {
  type Cursor,
  containsPattern,
  type EnquiryFilter,
  type ListPosition,
  newerThan,
  olderThan,
  type SubscriberFilter,
  searchFilter,
} from './list-query';

/** 25 a page (docs/product.md, "Enquiry inbox"). */
const pageSize = 25;
/** Rows per request while exporting: the export reads the whole filter, page after page. */
const exportBatchSize = 1000;

export interface Page<T> {
  rows: T[];
  /** Where Next starts, when there are older rows. */
  next?: Cursor;
  /** Where Previous starts, when there are newer rows. */
  previous?: Cursor;
}

const enquirySearchColumns = ['name', 'email', 'description'] as const;

/** Every column of contact_submissions; supabase-js types the rows from the Database. */
function enquiryQuery(client: SupabaseClient) {
  return client.from('contact_submissions').select('*');
}

function subscriberQuery(client: SupabaseClient) {
  return client.from('email_subscribers').select('id,email,created_at');
}

type EnquiryQuery = ReturnType<typeof enquiryQuery>;

/** What keyset paging needs of a query: supabase-js's filter and transform methods return the query itself. */
interface PositionableQuery<Q> {
  or(filters: string): Q;
  order(column: 'created_at' | 'id', options: { ascending: boolean }): Q;
  limit(count: number): Q;
}

function applyEnquiryFilter(query: EnquiryQuery, filter: Omit<EnquiryFilter, 'after' | 'before'>): EnquiryQuery {
  let filtered = query;
  if (filter.status) filtered = filtered.eq('status', filter.status);
  if (filter.service) filtered = filtered.contains('services_interested', [serviceById(filter.service).name]);
  if (filter.search) filtered = filtered.or(searchFilter(filter.search, enquirySearchColumns));
  return filtered;
}

/** Keyset paging, newest first; Previous reads upwards from its cursor and turns the rows round. */
function applyPosition<Q extends PositionableQuery<Q>>(query: Q, position: ListPosition, size: number): Q {
  const upwards = Boolean(position.before);
  let positioned = query;
  if (position.after) positioned = positioned.or(olderThan(position.after));
  if (position.before) positioned = positioned.or(newerThan(position.before));
  return positioned
    .order('created_at', { ascending: upwards })
    .order('id', { ascending: upwards })
    .limit(size + 1);
}

function toPage<T extends { created_at: string; id: string }>(fetched: T[], position: ListPosition, size: number): Page<T> {
  const more = fetched.length > size;
  const kept = fetched.slice(0, size);
  const rows = position.before ? kept.reverse() : kept;
  const first = rows[0];
  const last = rows.at(-1);
  const cursorOf = (row: T): Cursor => ({ createdAt: row.created_at, id: row.id });
  const hasNewer = position.before ? more : Boolean(position.after);
  const hasOlder = position.before ? true : more;
  return {
    rows,
    ...(hasOlder && last ? { next: cursorOf(last) } : {}),
    ...(hasNewer && first ? { previous: cursorOf(first) } : {}),
  };
}

export async function fetchEnquiryPage(client: SupabaseClient, filter: EnquiryFilter): Promise<Page<Enquiry>> {
  const query = applyPosition(applyEnquiryFilter(enquiryQuery(client), filter), filter, pageSize);
  return toPage(dataOf(await query), filter, pageSize);
}

export type StatusCounts = Record<EnquiryStatus, number>;

/** Counts per status for the list's search and service filter (the enquiry_status_counts RPC). */
export async function fetchStatusCounts(client: SupabaseClient, filter: Pick<EnquiryFilter, 'search' | 'service'>): Promise<StatusCounts> {
  // An argument left out is null, its default in the function.
  const rows = dataOf(
    await client.rpc('enquiry_status_counts', {
      search: filter.search || undefined,
      service: filter.service ? serviceById(filter.service).name : undefined,
    }),
  );
  const counts = Object.fromEntries(enquiryStatuses.map((status) => [status, 0])) as StatusCounts;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export async function fetchEnquiry(client: SupabaseClient, id: string): Promise<Enquiry | null> {
  const answer = await client.from('contact_submissions').select('*').eq('id', id).maybeSingle();
  if (answer.error) dataOf(answer);
  return answer.data;
}

/** The alert queue's depth, its oldest message's age and its dead letters (admins only). */
export async function fetchAlertQueueStats(client: SupabaseClient): Promise<AlertQueueStats> {
  const rows = dataOf<{ queued: number | string; oldest_age_seconds: number | null; dead_letters: number | string }[]>(
    await client.rpc('enquiry_alert_queue_stats'),
  );
  const row = rows[0];
  return {
    queued: Number(row?.queued ?? 0),
    oldestAgeSeconds: row?.oldest_age_seconds ?? null,
    deadLetters: Number(row?.dead_letters ?? 0),
  };
}

/** Puts a failed alert back in the queue (admins only). */
export async function resendAlert(client: SupabaseClient, id: string): Promise<void> {
  dataOf(await client.rpc('resend_enquiry_alert', { enquiry_id: id }));
}

/** Newest change first. */
export async function fetchEnquiryHistory(client: SupabaseClient, id: string): Promise<EnquiryChange[]> {
  return dataOf(
    await client
      .from('contact_submission_history')
      .select('*')
      .eq('submission_id', id)
      .order('changed_at', { ascending: false })
      .order('id', { ascending: false }),
  );
}

export async function updateEnquiry(
  client: SupabaseClient,
  id: string,
  changes: { status?: EnquiryStatus; notes?: string },
): Promise<Enquiry> {
  return dataOf(await client.from('contact_submissions').update(changes).eq('id', id).select('*').single());
}

export async function fetchSubscriberPage(client: SupabaseClient, filter: SubscriberFilter): Promise<Page<Subscriber>> {
  let query = subscriberQuery(client);
  if (filter.search) query = query.ilike('email', containsPattern(filter.search));
  return toPage(dataOf(await applyPosition(query, filter, pageSize)), filter, pageSize);
}

/** Removing a subscriber is the unsubscribe; 0 rows removed means it was gone already or not allowed. */
export async function removeSubscriber(client: SupabaseClient, id: string): Promise<number> {
  return dataOf(await client.from('email_subscribers').delete().eq('id', id).select('id')).length;
}

/** Every row of the filter, newest first, read in batches along the same keyset. */
async function readAll<T extends { created_at: string; id: string }>(
  readBatch: (position: ListPosition, size: number) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  let position: ListPosition = {};
  for (;;) {
    const page = toPage(await readBatch(position, exportBatchSize), position, exportBatchSize);
    rows.push(...page.rows);
    if (!page.next) return rows;
    position = { after: page.next };
  }
}

export function fetchAllEnquiries(client: SupabaseClient, filter: EnquiryFilter): Promise<Enquiry[]> {
  return readAll(async (position, size) => dataOf(await applyPosition(applyEnquiryFilter(enquiryQuery(client), filter), position, size)));
}

export function fetchAllSubscribers(client: SupabaseClient, filter: SubscriberFilter): Promise<Subscriber[]> {
  return readAll(async (position, size) => {
    let query = subscriberQuery(client);
    if (filter.search) query = query.ilike('email', containsPattern(filter.search));
    return dataOf(await applyPosition(query, position, size));
  });
}
