import { describe, expect, it, vi } from 'vitest';
import type { CompanyDirectory } from '../company/company-directory';
import type { Crm } from '../ports/crm';
import type { DiagnosticLog } from '../ports/diagnostic-log';
import { ForbiddenError, NotFoundError } from '../shared/errors';
import { CrmFailedError } from './crm-errors';
import { createContact, createLead, updateContact, updateLead } from './crm-use-cases';

const owner = { sub: 'sub-1', email: 'jane@acme.example' };
const lead = { User_ID: 'sub-1', Email: 'jane@acme.example', Last_Name: 'Doe' };
/** Jane's company (acme.example) has the CRM account 'acme-account'. */
const companies = {
  eligibility: async () => ({ eligible: true, companyId: 'acme', accountId: 'acme-account' }),
  list: async () => [{ companyId: 'acme', accountId: 'acme-account', name: 'Acme Health' }],
} as unknown as CompanyDirectory;

/** What the use cases logged (core cannot use @kinwell/testing's RecordingLog: that package depends on core). */
function recordingLog() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const log: DiagnosticLog = {
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
  };
  return { log, lines };
}

/** A CRM whose every call fails as Zoho does when it is down. */
function failingCrm(error: unknown = new Error('Zoho 503 INTERNAL_ERROR')): Crm {
  const fail = () => Promise.reject(error);
  return {
    createLead: fail,
    findLeads: fail,
    getLead: fail,
    updateLead: fail,
    upsertContact: fail,
    updateContact: fail,
    findContacts: fail,
    getContact: fail,
    getAccount: fail,
    attachContactToAccount: fail,
    personalRecords: fail,
    erasePersonalRecords: fail,
  };
}

describe('CRM use cases', () => {
  it("sets Lead_Status to 'Not Qualified' and the caller's user id, whatever else comes", async () => {
    const crm = { ...failingCrm(), createLead: vi.fn(async () => ({ id: '7', created: true })) };
    const { log, lines } = recordingLog();
    await expect(createLead(crm, owner, { ...lead, Lead_Status: 'Qualified' }, log)).resolves.toEqual({ id: '7' });
    expect(crm.createLead).toHaveBeenCalledWith({ ...lead, Lead_Status: 'Not Qualified' });
    expect(lines).toEqual([]);
  });

  it('answers a failing CRM with 502 and the fallback words of spec §8, the cause logged', async () => {
    const { log, lines } = recordingLog();
    const cases: [Promise<unknown>, string][] = [
      [createLead(failingCrm(), owner, lead, log), 'Failed to create lead'],
      [updateLead(failingCrm(), owner, '1', {}, log), 'Failed to update lead'],
      [createContact(failingCrm(), companies, owner, lead, log), 'Failed to create contact'],
      [updateContact(failingCrm(), companies, owner, '1', {}, log), 'Failed to update contact'],
    ];
    for (const [call, message] of cases) {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CrmFailedError);
      expect(error).toMatchObject({ status: 502, message });
    }
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({
      level: 'error',
      message: 'CRM call failed: Failed to create lead',
      fields: { error: { name: 'Error', message: 'Zoho 503 INTERNAL_ERROR' } },
    });
    expect(lines.map((line) => line.message)).toContain('CRM call failed: Failed to update contact');
  });

  it('keeps domain answers (404) as they are', async () => {
    const crm = { ...failingCrm(), getLead: async () => undefined };
    const { log, lines } = recordingLog();
    await expect(updateLead(crm, owner, '1', {}, log)).rejects.toBeInstanceOf(NotFoundError);
    const gone = { ...failingCrm(new NotFoundError('Contact not found')) };
    await expect(updateContact(gone, companies, owner, '1', {}, log)).rejects.toMatchObject({ status: 404 });
    // A domain answer is not a CRM failure: nothing to tell the operators.
    expect(lines).toEqual([]);
  });

  it("refuses a contact naming another company's account, before any CRM call", async () => {
    const crm = { ...failingCrm(), upsertContact: vi.fn(), updateContact: vi.fn() };
    const own = { User_ID: 'sub-1', Email: 'jane@acme.example', Last_Name: 'Doe' };
    const { log } = recordingLog();
    await expect(
      createContact(crm, companies, owner, { ...own, Account_Name: { id: 'globex-account' } }, log),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateContact(crm, companies, owner, '1', { Account_Name: 'Globex' }, log)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(crm.upsertContact).not.toHaveBeenCalled();
    expect(crm.updateContact).not.toHaveBeenCalled();
  });
});
