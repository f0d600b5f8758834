import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAndLogin } from './support/accounts';
import { type Answer, bodyOf } from './support/answers';
import { startTestServer, type TestServer } from './support/test-server';

const ACME_ACCOUNT = '4876876000000462001';

interface User {
  email: string;
  sub: string;
  auth: Record<string, string>;
}

let server: TestServer;
let jane: User;
let john: User;
let globex: User;

async function signUp(email: string): Promise<User> {
  const auth = bearer((await signUpAndLogin(server, email)).AccessToken);
  const { UserAttributes } = await bodyOf<Answer<'user'>>(await server.request('/api/auth/user', { headers: auth }));
  const sub = UserAttributes.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('no sub');
  return { email, sub, auth };
}

const call = (method: string, path: string, user: User | undefined, json?: unknown) =>
  server.request(path, { method, ...(user ? { headers: user.auth } : {}), ...(json !== undefined ? { json } : {}) });
const post = (path: string, user: User | undefined, json?: unknown) => call('POST', path, user, json);
const put = (path: string, user: User | undefined, json?: unknown) => call('PUT', path, user, json);

const leadOf = (user: User, extra: Record<string, unknown> = {}) => ({
  leadData: {
    Email: user.email,
    User_ID: user.sub,
    First_Name: 'Jane',
    Last_Name: 'Doe',
    Company: 'Acme Health',
    Country: 'US',
    Goals: ['burnout', 'anxiety'],
    ...extra,
  },
});
const contactOf = (user: User, extra: Record<string, unknown> = {}) => ({
  contactData: { Email: user.email, User_ID: user.sub, First_Name: 'Jane', Last_Name: 'Doe', ...extra },
});
const idOf = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await bodyOf<Answer<'createLead'>>(response)).details.id;
};
const count = async (sql: string, params: Record<string, string>) =>
  (await server.deps.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]?.n;

beforeAll(async () => {
  server = await startTestServer();
  await server.deps.companies.create({
    companyId: 'globex',
    accountId: '5550000000000000001',
    name: 'Globex',
    domains: ['globex.example'],
    colors: { primary: '#0b7285', secondary: '#e8590c' },
    logoUrl: '/api/s3/company-logo/globex',
  });
  [jane, john, globex] = await Promise.all([
    signUp('jane@acme.example'),
    signUp('john@acme.example'),
    signUp('gina@globex.example'),
  ]);
});
afterAll(() => server.stop());

describe('every CRM call needs a signed-in caller', () => {
  it('answers 401 without a token', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/zoho/lead/create', leadOf({ email: 'x@acme.example', sub: 'x', auth: {} })],
      ['POST', '/api/zoho/lead/get', { email: 'x@acme.example', userId: 'x' }],
      ['PUT', '/api/zoho/lead/update', { leadId: '1', leadData: {} }],
      ['POST', '/api/zoho/contact/create', { contactData: { Last_Name: 'Doe' } }],
      ['PUT', '/api/zoho/contact/update', { contactData: { id: '1' } }],
      ['POST', '/api/zoho/contact/get', { email: 'x@acme.example', userId: 'x' }],
      ['POST', '/api/zoho/account/get', { id: ACME_ACCOUNT }],
      ['POST', '/api/zoho/attach/123', { accountId: ACME_ACCOUNT }],
    ];
    for (const [method, path, json] of calls) {
      const response = await call(method, path, undefined, json);
      expect(response.status, path).toBe(401);
      expect(await response.json(), path).toMatchObject({ message: 'Please log in to continue.' });
    }
    const forged = await server.request('/api/zoho/lead/get', {
      method: 'POST',
      headers: bearer('not.a.token'),
      json: { email: 'x@acme.example', userId: 'x' },
    });
    expect(forged.status).toBe(401);
  });
});

describe('leads', () => {
  let leadId: string;

  it("creates the caller's lead as Not Qualified, once: a retry answers the same id", async () => {
    leadId = await idOf(await post('/api/zoho/lead/create', jane, leadOf(jane)));
    expect(await idOf(await post('/api/zoho/lead/create', jane, leadOf(jane)))).toBe(leadId);
    expect(await count('crm_leads WHERE user_id = :sub', { sub: jane.sub })).toBe(1);

    const got = await post('/api/zoho/lead/get', jane, { email: jane.email, userId: jane.sub });
    expect(got.status).toBe(200);
    const { leads } = await bodyOf<Answer<'getLeads'>>(got);
    expect(leads).toEqual([
      expect.objectContaining({
        id: leadId,
        Lead_Status: 'Not Qualified',
        Email: jane.email,
        Goals: ['burnout', 'anxiety'],
      }),
    ]);
  });

  it("refuses a lead for someone else's user id or email with 403", async () => {
    for (const extra of [{ User_ID: john.sub }, { Email: john.email }, { User_ID: john.sub, Email: john.email }]) {
      const response = await post('/api/zoho/lead/create', jane, leadOf(jane, extra));
      expect(response.status, JSON.stringify(extra)).toBe(403);
      expect(await response.json()).toMatchObject({ message: 'You can only create, read or update your own lead' });
    }
    expect(await count('crm_leads WHERE user_id = :sub', { sub: john.sub })).toBe(0);
  });

  it('refuses bad bodies with 400: a Lead_Status of the client, four goals, a bad email, no body', async () => {
    const bad = [
      leadOf(jane, { Lead_Status: 'Qualified' }),
      leadOf(jane, { Goals: ['burnout', 'anxiety', 'depression', 'work productivity'] }),
      leadOf(jane, { Email: 'not-an-email' }),
      { leadData: { Email: jane.email } },
      {},
    ];
    for (const body of bad) {
      const response = await post('/api/zoho/lead/create', jane, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const goals = await post(
      '/api/zoho/lead/create',
      jane,
      leadOf(jane, { Goals: ['burnout', 'anxiety', 'depression', 'work productivity'] }),
    );
    expect(await goals.json()).toEqual({ message: 'You can choose up to 3 goals', code: 'onboarding.tooManyGoals' });
  });

  it("reads only the caller's own leads", async () => {
    const theirs = await post('/api/zoho/lead/get', john, { email: jane.email, userId: jane.sub });
    expect(theirs.status).toBe(403);
    const mixed = await post('/api/zoho/lead/get', john, { email: john.email, userId: jane.sub });
    expect(mixed.status).toBe(403);
    const none = await post('/api/zoho/lead/get', john, { email: john.email, userId: john.sub });
    expect(await none.json()).toEqual({ leads: [] });
  });

  it("updates the caller's lead, and no one else's", async () => {
    const updated = await put('/api/zoho/lead/update', jane, { leadId, leadData: { Marital_Status: 'Married' } });
    expect(await idOf(updated)).toBe(leadId);
    const { leads } = await bodyOf<Answer<'getLeads'>>(
      await post('/api/zoho/lead/get', jane, { email: jane.email, userId: jane.sub }),
    );
    expect(leads[0]).toMatchObject({ Marital_Status: 'Married', Lead_Status: 'Not Qualified', Country: 'US' });

    const byJohn = await put('/api/zoho/lead/update', john, { leadId, leadData: { Country: 'FR' } });
    expect(byJohn.status).toBe(403);
    const handOver = await put('/api/zoho/lead/update', jane, { leadId, leadData: { User_ID: john.sub } });
    expect(handOver.status).toBe(403);
    const unknown = await put('/api/zoho/lead/update', jane, { leadId: '999', leadData: { Country: 'US' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Lead not found' });
    const badId = await put('/api/zoho/lead/update', jane, { leadId: '../x', leadData: {} });
    expect(badId.status).toBe(400);
    const status = await put('/api/zoho/lead/update', jane, { leadId, leadData: { Lead_Status: 'Qualified' } });
    expect(status.status).toBe(400);
  });
});

describe('contacts and the family', () => {
  let janeContact: string;
  let johnContact: string;
  let partner: string;
  let teen: string;
  let kid: string;

  const partnerData = () => ({
    contactData: {
      Contact_Type: 'Partner',
      Partner_Contact: janeContact,
      Email: 'sam@gmail.example',
      First_Name: 'Sam',
      Last_Name: 'Doe',
      Date_of_Birth: '1988-05-06',
      Gender: 'Male',
      Contact_Status: 'Invite sent',
      Account_Name: 'Acme Health',
    },
  });
  const childData = (First_Name: string, Date_of_Birth: string, extra: Record<string, unknown> = {}) => ({
    contactData: {
      Contact_Type: 'Child',
      Parent: janeContact,
      First_Name,
      Last_Name: 'Doe',
      Date_of_Birth,
      Gender: 'Female',
      ...extra,
    },
  });

  it("creates the caller's own contact once, by user id", async () => {
    janeContact = await idOf(await post('/api/zoho/contact/create', jane, contactOf(jane, { Country: 'US' })));
    const again = await post('/api/zoho/contact/create', jane, contactOf(jane, { Marital_Status: 'Married' }));
    expect(await idOf(again)).toBe(janeContact);
    johnContact = await idOf(await post('/api/zoho/contact/create', john, contactOf(john, { First_Name: 'John' })));
    expect(await count('crm_contacts WHERE owner_sub = :sub', { sub: jane.sub })).toBe(1);

    const got = await post('/api/zoho/contact/get', jane, { email: jane.email, userId: jane.sub });
    const { contacts } = await bodyOf<Answer<'getContacts'>>(got);
    expect(contacts).toEqual([
      expect.objectContaining({ id: janeContact, First_Name: 'Jane', Country: 'US', Marital_Status: 'Married' }),
    ]);
  });

  it("refuses a contact for someone else with 403, and another's contact list", async () => {
    const other = await post('/api/zoho/contact/create', jane, contactOf(jane, { User_ID: john.sub }));
    expect(other.status).toBe(403);
    const noUser = await post('/api/zoho/contact/create', jane, {
      contactData: { Email: jane.email, Last_Name: 'Doe' },
    });
    expect(noUser.status).toBe(403);
    const list = await post('/api/zoho/contact/get', jane, { email: john.email, userId: john.sub });
    expect(list.status).toBe(403);
  });

  it('adds a partner and two children linked to the caller; retries make no duplicates', async () => {
    partner = await idOf(await post('/api/zoho/contact/create', jane, partnerData()));
    teen = await idOf(
      await post('/api/zoho/contact/create', jane, childData('Lea', '2011-02-03', { Email: 'lea@gmail.example' })),
    );
    kid = await idOf(await post('/api/zoho/contact/create', jane, childData('Tom', '2018-07-08')));
    expect(new Set([janeContact, partner, teen, kid]).size).toBe(4);

    // The whole family step again, all at once, as a retry after a partial failure would send it.
    const retried = await Promise.all([
      post('/api/zoho/contact/create', jane, partnerData()).then(idOf),
      post('/api/zoho/contact/create', jane, childData('Lea', '2011-02-03', { Email: 'LEA@gmail.example' })).then(idOf),
      post('/api/zoho/contact/create', jane, childData('tom', '2018-07-08')).then(idOf),
    ]);
    expect(retried).toEqual([partner, teen, kid]);
    expect(await count('crm_contacts WHERE owner_sub = :sub', { sub: jane.sub })).toBe(4);

    const { rows } = await server.deps.db.query<{ id: string; contact_type: string; linked_contact_id: string }>(
      'SELECT id, contact_type, linked_contact_id FROM crm_contacts WHERE owner_sub = :sub AND contact_type IS NOT NULL ORDER BY contact_type, id',
      { sub: jane.sub },
    );
    expect(rows.map((r) => [r.contact_type, r.linked_contact_id])).toEqual([
      ['Child', janeContact],
      ['Child', janeContact],
      ['Partner', janeContact],
    ]);
    // Family members are not the caller's own contacts.
    const { contacts } = await bodyOf<Answer<'getContacts'>>(
      await post('/api/zoho/contact/get', jane, { email: jane.email, userId: jane.sub }),
    );
    expect(contacts.map((c) => c.id)).toEqual([janeContact]);
  });

  it("refuses family links to someone else's contact (403), to no contact (404), and the wrong link (400)", async () => {
    const toJohn = await post('/api/zoho/contact/create', jane, {
      contactData: { ...partnerData().contactData, Partner_Contact: johnContact },
    });
    expect(toJohn.status).toBe(403);
    expect(await toJohn.json()).toMatchObject({ message: 'Family members can only be linked to your own contact' });
    const toFamily = await post('/api/zoho/contact/create', jane, childData('Ann', '2015-01-01', { Parent: partner }));
    expect(toFamily.status).toBe(403);
    const nowhere = await post('/api/zoho/contact/create', jane, childData('Ann', '2015-01-01', { Parent: '404404' }));
    expect(nowhere.status).toBe(404);
    const wrongLink = await post('/api/zoho/contact/create', jane, {
      contactData: {
        Contact_Type: 'Child',
        Partner_Contact: janeContact,
        First_Name: 'Ann',
        Last_Name: 'Doe',
        Date_of_Birth: '2015-01-01',
      },
    });
    expect(wrongLink.status).toBe(400);
    const noLink = await post('/api/zoho/contact/create', jane, {
      contactData: { Contact_Type: 'Partner', Last_Name: 'Doe' },
    });
    expect(noLink.status).toBe(400);
    const userId = await post('/api/zoho/contact/create', jane, childData('Ann', '2015-01-01', { User_ID: jane.sub }));
    expect(userId.status).toBe(403);
    const noKey = await post('/api/zoho/contact/create', jane, {
      contactData: { Contact_Type: 'Child', Parent: janeContact, Last_Name: 'Doe' },
    });
    expect(noKey.status).toBe(400);
  });

  it('refuses bad contact bodies with 400', async () => {
    const bad = [
      { contactData: { ...contactOf(jane).contactData, Contact_Type: 'Cousin' } },
      { contactData: { ...contactOf(jane).contactData, Date_of_Birth: '03/04/2011' } },
      { contactData: { ...contactOf(jane).contactData, admin: true } },
      { contactData: { First_Name: 'NoLastName' } },
    ];
    for (const body of bad)
      expect((await post('/api/zoho/contact/create', jane, body)).status, JSON.stringify(body)).toBe(400);
  });

  it('updates the own contact and the family members the caller added, nobody else', async () => {
    expect(
      await idOf(await put('/api/zoho/contact/update', jane, { contactData: { id: janeContact, hasChildren: true } })),
    ).toBe(janeContact);
    expect(
      await idOf(
        await put('/api/zoho/contact/update', jane, { contactData: { id: teen, Contact_Status: 'Invite sent' } }),
      ),
    ).toBe(teen);
    expect(
      (
        await server.deps.db.query<{ record: { Contact_Status: string } }>(
          'SELECT record FROM crm_contacts WHERE id = :id',
          { id: teen },
        )
      ).rows[0]?.record.Contact_Status,
    ).toBe('Invite sent');

    for (const id of [janeContact, partner, kid]) {
      const byJohn = await put('/api/zoho/contact/update', john, { contactData: { id, First_Name: 'Mallory' } });
      expect(byJohn.status, id).toBe(403);
    }
    const relink = await put('/api/zoho/contact/update', jane, { contactData: { id: kid, Parent: johnContact } });
    expect(relink.status).toBe(403);
    const handOver = await put('/api/zoho/contact/update', jane, {
      contactData: { id: janeContact, User_ID: john.sub },
    });
    expect(handOver.status).toBe(403);
    const unknown = await put('/api/zoho/contact/update', jane, { contactData: { id: '999', First_Name: 'X' } });
    expect(unknown.status).toBe(404);
    const noId = await put('/api/zoho/contact/update', jane, { contactData: { First_Name: 'X' } });
    expect(noId.status).toBe(400);
  });

  it("reads the caller's company account, and no other", async () => {
    const own = await post('/api/zoho/account/get', jane, { id: ACME_ACCOUNT });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ accounts: [{ Account_Name: 'Acme Health', id: ACME_ACCOUNT }] });
    const other = await post('/api/zoho/account/get', globex, { id: ACME_ACCOUNT });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ message: "You can only use your own company's account" });
    const globexOwn = await post('/api/zoho/account/get', globex, { id: '5550000000000000001' });
    expect(await globexOwn.json()).toEqual({ accounts: [{ Account_Name: 'Globex', id: '5550000000000000001' }] });
    expect((await post('/api/zoho/account/get', jane, { id: 'not an id' })).status).toBe(400);
  });

  it("attaches the caller's contacts to their company account only", async () => {
    for (const id of [janeContact, partner]) {
      const response = await post(`/api/zoho/attach/${id}`, jane, { accountId: ACME_ACCOUNT });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(await response.json()).toEqual({ success: true, contactId: id, accountId: ACME_ACCOUNT });
    }
    const { contacts } = await bodyOf<Answer<'getContacts'>>(
      await post('/api/zoho/contact/get', jane, { email: jane.email, userId: jane.sub }),
    );
    expect(contacts[0]?.Account_Name).toMatchObject({ id: ACME_ACCOUNT, name: 'Acme Health' });

    expect((await post(`/api/zoho/attach/${johnContact}`, jane, { accountId: ACME_ACCOUNT })).status).toBe(403);
    expect((await post(`/api/zoho/attach/${janeContact}`, jane, { accountId: '5550000000000000001' })).status).toBe(
      403,
    );
    expect((await post(`/api/zoho/attach/${janeContact}`, globex, { accountId: '5550000000000000001' })).status).toBe(
      403,
    );
    expect((await post('/api/zoho/attach/999', jane, { accountId: ACME_ACCOUNT })).status).toBe(404);
    expect((await post(`/api/zoho/attach/${janeContact}`, jane, {})).status).toBe(400);
  });
});
