import type pg from 'pg';

const services = [
  'Incorporation & Closure',
  'Legal Services',
  'Accounting & Bookkeeping',
  'Controller & CFO Advisory',
  'Tax Filing',
  'Crypto Accounting & Taxes',
];
const statuses = ['new', 'contacted', 'new', 'qualified', 'won', 'new', 'lost', 'spam'];

/** Rows whose words the search's escaping must get right (the rest are plain). */
const special: Record<number, { name?: string; email?: string; description?: string }> = {
  0: { name: 'Ada Lovelace', email: 'ada@example.com', description: 'We need help with our annual filings.' },
  1: { name: 'Comma Person', description: 'Text with comma, (paren) inside it.' },
  2: { name: "Zoë O'Neil-Zoë", description: 'Accents and an apostrophe in the name.' },
  3: { description: 'Say "hi" to the team please.' },
  4: { description: 'We want 50% off the fee, thanks.' },
  5: { description: 'Variable a_b naming in our books.' },
  6: { description: 'Path back\\slash in the ledger.' },
  7: { email: 'pat@example.org' },
  8: { description: 'A star* in the text here.' },
  9: { description: 'We have 5000 staff members.' },
  10: { description: 'Plan a-b testing soon please.' },
};

const rowCount = 32;
export const seededId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
/** Rows 24 and 25 share a created_at, across the first page's end: keyset paging needs the id tie-break. */
const createdAtOf = (i: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, 0) - (i >= 25 ? i - 1 : i) * 60_000).toISOString();

export interface SeededInbox {
  enquiryId: string;
  pageEnd: { created_at: string; id: string };
  subscriberId: string;
  adminId: string;
  userId: string;
  /** Puts back what the mutations change: the enquiry's status and notes, the history, the subscribers. */
  reset(owner: pg.Client): Promise<void>;
}

export async function seedInbox(owner: pg.Client): Promise<SeededInbox> {
  for (let i = 0; i < rowCount; i += 1) {
    const row = special[i] ?? {};
    await owner.query(
      `insert into public.contact_submissions (id, name, email, company_size, services_interested, description, created_at, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        seededId(i),
        row.name ?? `Person ${i}`,
        row.email ?? `person${i}@example.com`,
        ['less than 10', '10-100', '100+'][i % 3],
        [services[i % services.length], ...(i % 4 === 0 ? ['Tax Filing'] : [])].filter((item, index, all) => all.indexOf(item) === index),
        row.description ?? `Generic enquiry number ${i}.`,
        createdAtOf(i),
        i === 0 ? 'new' : statuses[i % statuses.length],
      ],
    );
  }
  const subscriberId = '00000000-0000-4000-9000-000000000001';
  const subscribers = [
    [subscriberId, 'news1@example.com', '2026-11-20T09:00:00Z'],
    ['00000000-0000-4000-9000-000000000002', 'newsletter@example.com', '2026-11-20T09:01:00Z'],
    ['00000000-0000-4000-9000-000000000003', 'other@example.com', '2026-11-20T09:02:00Z'],
  ];
  for (const values of subscribers) {
    await owner.query('insert into public.email_subscribers (id, email, created_at) values ($1, $2, $3)', values);
  }
  const adminId = '00000000-0000-4000-a000-000000000001';
  const enquiryId = seededId(0);
  await owner.query(
    `insert into public.contact_submission_history (submission_id, changed_at, changed_by, changed_by_email, field, old_value, new_value)
     values ($1, '2026-11-21T08:00:00Z', $2, 'operator@example.com', 'status', 'new', 'contacted'),
            ($1, '2026-11-21T08:05:00Z', $2, 'operator@example.com', 'status', 'contacted', 'new')`,
    [enquiryId, adminId],
  );
  const { rows } = await owner.query<{ id: string }>('select max(id)::text as id from public.contact_submission_history');
  const seededHistory = rows[0]!.id;
  return {
    enquiryId,
    // Newest first, the tie breaks by id descending: row 25 is the first page's last row, row 24 the next page's first.
    pageEnd: { created_at: createdAtOf(25), id: seededId(25) },
    subscriberId,
    adminId,
    userId: '00000000-0000-4000-a000-000000000002',
    async reset(client) {
      await client.query(`update public.contact_submissions set status = 'new', notes = '' where id = $1`, [enquiryId]);
      await client.query('delete from public.contact_submission_history where id > $1', [seededHistory]);
      await client.query("delete from public.email_subscribers where email like 'onconflict%'");
      await client.query(
        'insert into public.email_subscribers (id, email, created_at) values ($1, $2, $3) on conflict do nothing',
        subscribers[0],
      );
    },
  };
}
