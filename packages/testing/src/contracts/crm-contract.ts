import { type ContactIdentity, type Crm, NotFoundError } from '@kinwell/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

export interface CrmFixture {
  crm: Crm;
  /** An account the CRM holds (or makes on first use) for a company. */
  account: { id: string; name: string };
  /** Empties the CRM between tests. */
  reset: () => Promise<void>;
  cleanup: () => Promise<void>;
  /** Whether creates at the same moment make one record (the built-in CRM's unique indexes). */
  atomicFamilyUpserts: boolean;
}

const SETUP_TIMEOUT_MS = 60_000;

const self = (userId: string): ContactIdentity => ({ kind: 'self', userId });
const family = (
  ownerSub: string,
  ownerContactId: string,
  contactType: 'Partner' | 'Child',
  match: { email: string } | { firstName: string; lastName: string; dateOfBirth: string },
): ContactIdentity => ({ kind: 'family', ownerSub, ownerContactId, contactType, match });

/**
 * The behaviour every CRM adapter shares: idempotent creates (a retry answers the record made before),
 * searches by email and user id, lookups read back as ids, unknown ids, accounts and attaching to them.
 */
export function describeCrmContract(name: string, setup: () => Promise<CrmFixture>): void {
  describe(`${name} (Crm contract)`, () => {
    let fixture: CrmFixture | undefined;
    const f = (): CrmFixture => {
      if (!fixture) throw new Error('The contract setup has not run');
      return fixture;
    };
    const crm = () => f().crm;

    beforeAll(async () => {
      fixture = await setup();
    }, SETUP_TIMEOUT_MS);
    afterEach(async () => {
      await fixture?.reset();
    });
    afterAll(async () => {
      await fixture?.cleanup();
    });

    const jane = { User_ID: 'sub-jane', Email: 'jane@acme.example', Last_Name: 'Doe', First_Name: 'Jane' };

    it('creates a lead once: a second create answers the same id and leaves the lead as it was', async () => {
      const first = await crm().createLead({ ...jane, Lead_Status: 'Not Qualified', Goals: ['burnout'] });
      expect(first.created).toBe(true);
      await crm().updateLead(first.id, { Lead_Status: 'Qualified' });
      const again = await crm().createLead({ ...jane, Lead_Status: 'Not Qualified' });
      expect(again).toEqual({ id: first.id, created: false });
      expect(await crm().getLead(first.id)).toMatchObject({
        id: first.id,
        Lead_Status: 'Qualified',
        Goals: ['burnout'],
      });
    });

    it('finds leads by email and user id only', async () => {
      const { id } = await crm().createLead({ ...jane, Lead_Status: 'Not Qualified' });
      await crm().createLead({ ...jane, User_ID: 'sub-other', Email: 'other@acme.example' });
      expect((await crm().findLeads({ email: 'jane@acme.example', userId: 'sub-jane' })).map((l) => l.id)).toEqual([
        id,
      ]);
      expect(await crm().findLeads({ email: 'jane@acme.example', userId: 'sub-other' })).toEqual([]);
      expect(await crm().findLeads({ email: 'nobody@acme.example', userId: 'sub-jane' })).toEqual([]);
    });

    it('updates a lead, keeping the fields not sent, and refuses an unknown id', async () => {
      const { id } = await crm().createLead({ ...jane, Country: 'US' });
      expect(await crm().updateLead(id, { Marital_Status: 'Married' })).toEqual({ id });
      expect(await crm().getLead(id)).toMatchObject({ ...jane, Country: 'US', Marital_Status: 'Married' });
      await expect(crm().updateLead('4876876999999999999', { Country: 'US' })).rejects.toBeInstanceOf(NotFoundError);
      expect(await crm().getLead('4876876999999999999')).toBeUndefined();
    });

    it("upserts the user's own contact by user id", async () => {
      const first = await crm().upsertContact(self('sub-jane'), { ...jane, Country: 'US' });
      const again = await crm().upsertContact(self('sub-jane'), { ...jane, Marital_Status: 'Married' });
      expect(first.created).toBe(true);
      expect(again).toEqual({ id: first.id, created: false });
      expect(await crm().getContact(first.id)).toMatchObject({ ...jane, Country: 'US', Marital_Status: 'Married' });
      const found = await crm().findContacts({ email: 'jane@acme.example', userId: 'sub-jane' });
      expect(found.map((c) => c.id)).toEqual([first.id]);
    });

    it('upserts family members by owner, type and email, or names and birth date, linked to the user', async () => {
      const { id: me } = await crm().upsertContact(self('sub-jane'), jane);
      const partnerFields = {
        Contact_Type: 'Partner' as const,
        Partner_Contact: me,
        Email: 'sam@mail.example',
        First_Name: 'Sam',
        Last_Name: 'Doe',
      };
      const partner = await crm().upsertContact(
        family('sub-jane', me, 'Partner', { email: 'sam@mail.example' }),
        partnerFields,
      );
      const partnerAgain = await crm().upsertContact(family('sub-jane', me, 'Partner', { email: 'sam@mail.example' }), {
        ...partnerFields,
        Contact_Status: 'Invite sent',
      });
      expect(partnerAgain).toEqual({ id: partner.id, created: false });
      expect(await crm().getContact(partner.id)).toMatchObject({
        Contact_Type: 'Partner',
        Partner_Contact: me,
        Contact_Status: 'Invite sent',
      });

      const kid = {
        Contact_Type: 'Child' as const,
        Parent: me,
        First_Name: 'Lea',
        Last_Name: 'Doe',
        Date_of_Birth: '2018-03-04',
      };
      const key = family('sub-jane', me, 'Child', { firstName: 'Lea', lastName: 'Doe', dateOfBirth: '2018-03-04' });
      const child = await crm().upsertContact(key, kid);
      expect((await crm().upsertContact(key, kid)).id).toBe(child.id);
      const twin = await crm().upsertContact(
        family('sub-jane', me, 'Child', { firstName: 'Tom', lastName: 'Doe', dateOfBirth: '2018-03-04' }),
        { ...kid, First_Name: 'Tom' },
      );
      expect(twin.id).not.toBe(child.id);
      expect(await crm().getContact(child.id)).toMatchObject({ Contact_Type: 'Child', Parent: me, First_Name: 'Lea' });

      // Family members are not the user's own contacts.
      const mine = await crm().findContacts({ email: 'jane@acme.example', userId: 'sub-jane' });
      expect(mine.map((c) => c.id)).toEqual([me]);
    });

    it('keeps the same family email apart for two different users', async () => {
      const { id: janeContact } = await crm().upsertContact(self('sub-jane'), jane);
      const { id: johnContact } = await crm().upsertContact(self('sub-john'), {
        ...jane,
        User_ID: 'sub-john',
        Email: 'john@acme.example',
      });
      const match = { email: 'kid@mail.example' };
      const a = await crm().upsertContact(family('sub-jane', janeContact, 'Child', match), {
        Contact_Type: 'Child',
        Parent: janeContact,
        Email: 'kid@mail.example',
        Last_Name: 'Doe',
      });
      const b = await crm().upsertContact(family('sub-john', johnContact, 'Child', match), {
        Contact_Type: 'Child',
        Parent: johnContact,
        Email: 'kid@mail.example',
        Last_Name: 'Doe',
      });
      expect(a.id).not.toBe(b.id);
    });

    it('makes one family contact from creates at the same moment, when the adapter promises it', async () => {
      if (!f().atomicFamilyUpserts) return;
      const { id: me } = await crm().upsertContact(self('sub-jane'), jane);
      const key = family('sub-jane', me, 'Partner', { email: 'sam@mail.example' });
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          crm().upsertContact(key, {
            Contact_Type: 'Partner',
            Partner_Contact: me,
            Email: 'sam@mail.example',
            Last_Name: 'Doe',
          }),
        ),
      );
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
    });

    it('updates a contact, keeping the fields not sent, and refuses an unknown id', async () => {
      const { id } = await crm().upsertContact(self('sub-jane'), { ...jane, Country: 'US' });
      expect(await crm().updateContact(id, { hasChildren: true })).toEqual({ id });
      expect(await crm().getContact(id)).toMatchObject({ ...jane, Country: 'US', hasChildren: true });
      await expect(crm().updateContact('4876876999999999999', { hasChildren: true })).rejects.toBeInstanceOf(
        NotFoundError,
      );
      expect(await crm().getContact('4876876999999999999')).toBeUndefined();
    });

    /** Jane's lead, own contact, a partner and a child; John's lead and contact, with the same partner address. */
    async function twoFamilies() {
      const lead = await crm().createLead({ ...jane, Lead_Status: 'Not Qualified' });
      const { id: me } = await crm().upsertContact(self('sub-jane'), jane);
      const partner = await crm().upsertContact(family('sub-jane', me, 'Partner', { email: 'sam@mail.example' }), {
        Contact_Type: 'Partner',
        Partner_Contact: me,
        Email: 'sam@mail.example',
        Last_Name: 'Doe',
      });
      const child = await crm().upsertContact(
        family('sub-jane', me, 'Child', { firstName: 'Lea', lastName: 'Doe', dateOfBirth: '2018-03-04' }),
        { Contact_Type: 'Child', Parent: me, First_Name: 'Lea', Last_Name: 'Doe', Date_of_Birth: '2018-03-04' },
      );
      const john = { ...jane, User_ID: 'sub-john', Email: 'john@acme.example', First_Name: 'John' };
      const johnLead = await crm().createLead(john);
      const { id: johnContact } = await crm().upsertContact(self('sub-john'), john);
      const johnPartner = await crm().upsertContact(
        family('sub-john', johnContact, 'Partner', { email: 'sam@mail.example' }),
        { Contact_Type: 'Partner', Partner_Contact: johnContact, Email: 'sam@mail.example', Last_Name: 'Roe' },
      );
      return {
        jane: { lead: lead.id, contacts: [me, partner.id, child.id] },
        john: { lead: johnLead.id, contacts: [johnContact, johnPartner.id] },
      };
    }

    it("answers a member's personal records: their lead, own contact and family contacts, no one else's", async () => {
      const { jane: ids } = await twoFamilies();
      const records = await crm().personalRecords('sub-jane');
      expect(records.leads.map((lead) => lead.id)).toEqual([ids.lead]);
      expect(records.leads[0]).toMatchObject({ User_ID: 'sub-jane', Email: jane.Email });
      expect(records.contacts.map((contact) => contact.id).sort()).toEqual([...ids.contacts].sort());
      expect(records.contacts.find((contact) => contact.id === ids.contacts[0])).toMatchObject({ User_ID: 'sub-jane' });
      expect(await crm().personalRecords('sub-nobody')).toEqual({ leads: [], contacts: [] });
    });

    it("erases a member's personal records only, and erasing again is no error", async () => {
      const { jane: mine, john: theirs } = await twoFamilies();
      await crm().erasePersonalRecords('sub-jane');
      expect(await crm().personalRecords('sub-jane')).toEqual({ leads: [], contacts: [] });
      expect(await crm().getLead(mine.lead)).toBeUndefined();
      for (const id of mine.contacts) expect(await crm().getContact(id)).toBeUndefined();
      await crm().erasePersonalRecords('sub-jane');

      expect(await crm().getLead(theirs.lead)).toMatchObject({ User_ID: 'sub-john' });
      for (const id of theirs.contacts) expect(await crm().getContact(id)).toBeDefined();
      // The company account is not the member's: it stays.
      expect(await crm().getAccount(f().account.id)).toBeDefined();
    });

    it('reads a company account and attaches a contact to it', async () => {
      const { account } = f();
      expect(await crm().getAccount(account.id)).toEqual({ id: account.id, Account_Name: account.name });
      expect(await crm().getAccount('4876876999999999998')).toBeUndefined();
      const { id } = await crm().upsertContact(self('sub-jane'), jane);
      await crm().attachContactToAccount(id, account.id);
      const contact = await crm().getContact(id);
      expect(contact?.Account_Name).toMatchObject({ id: account.id });
      expect(contact).toMatchObject({ Email: jane.Email, User_ID: jane.User_ID });
    });
  });
}
