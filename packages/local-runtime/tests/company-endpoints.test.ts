import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('GET /api/s3/validate-domain', () => {
  it('knows the seeded demo company, whatever the case and spaces', async () => {
    const response = await server.request('/api/s3/validate-domain?domain=%20ACME.Example%20');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: true, accountId: '4876876000000462001', companyId: 'acme' });
  });

  it('answers valid false for an unknown domain', async () => {
    const response = await server.request('/api/s3/validate-domain?domain=gmail.com');
    expect(await response.json()).toEqual({ valid: false, accountId: null, companyId: null });
  });

  it('refuses a missing or malformed domain with 400', async () => {
    for (const query of ['', '?domain=', '?domain=not_a_domain', '?domain=acme.example&extra=1']) {
      const response = await server.request(`/api/s3/validate-domain${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message, query).toEqual(expect.any(String));
    }
  });
});

describe('invitations', () => {
  it('records an invite with the email trimmed and lowercased, then finds it', async () => {
    const before = await server.request('/api/s3/check-invite?email=partner@gmail.com');
    expect(await before.json()).toEqual({ invited: false });

    const invite = await server.request('/api/s3/update-company-invites', {
      method: 'POST',
      json: { email: '  Partner@GMail.com ', companyId: 'acme' },
    });
    expect(invite.status).toBe(200);
    expect(await invite.json()).toEqual({ email: 'partner@gmail.com', companyId: 'acme', invited: true });

    const after = await server.request('/api/s3/check-invite?email=PARTNER%40gmail.com');
    expect(await after.json()).toEqual({ invited: true });
  });

  it("takes companyId '0' as the default company", async () => {
    const invite = await server.request('/api/s3/update-company-invites', {
      method: 'POST',
      json: { email: 'kid@example.org', companyId: '0' },
    });
    expect(await invite.json()).toEqual({ email: 'kid@example.org', companyId: 'default', invited: true });
  });

  it('refuses an unknown company with 404 and bad input with 400', async () => {
    const unknown = await server.request('/api/s3/update-company-invites', {
      method: 'POST',
      json: { email: 'a@b.com', companyId: 'nope' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "No company with id 'nope'" });

    const badEmail = await server.request('/api/s3/update-company-invites', {
      method: 'POST',
      json: { email: 'not-an-email', companyId: 'acme' },
    });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toEqual({ message: 'Invalid email format' });

    const wrongType = await server.request('/api/s3/update-company-invites', {
      method: 'POST',
      json: { email: 'a@b.com', companyId: 7 },
    });
    expect(wrongType.status).toBe(400);
  });

  it('keeps all of 100 concurrent invites to one company', async () => {
    const emails = Array.from({ length: 100 }, (_, i) => `member${i}@partner.example`);
    const answers = await Promise.all(
      emails.map((email) =>
        server.request('/api/s3/update-company-invites', { method: 'POST', json: { email, companyId: 'acme' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 200));
    const checks = await Promise.all(
      emails.map(async (email) => (await server.request(`/api/s3/check-invite?email=${email}`)).json()),
    );
    expect(checks).toEqual(emails.map(() => ({ invited: true })));
    const invites = await server.deps.companies.listInvites('acme');
    expect(invites.filter((i) => i.email.endsWith('@partner.example'))).toHaveLength(100);
  });
});

describe('POST /api/s3/fetch-metadata', () => {
  it('answers the company metadata', async () => {
    const response = await server.request('/api/s3/fetch-metadata', {
      method: 'POST',
      json: { key: 'companies/acme/metadata.json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      companyId: 'acme',
      name: 'Acme Health',
      domains: ['acme.example'],
      colors: { primary: '#4c6ef5', secondary: '#f59f00' },
      logoUrl: '/api/s3/company-logo/acme',
    });
  });

  it('answers 404 when a company has no metadata', async () => {
    const response = await server.request('/api/s3/fetch-metadata', {
      method: 'POST',
      json: { key: 'companies/nobody/metadata.json' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No company metadata found' });
  });

  it('refuses keys outside companies/{id}/, so invites cannot be read through it', async () => {
    for (const key of ['invites/partner%40gmail.com.json', 'companies/../invites/x.json', 'companies/acme/logo']) {
      const response = await server.request('/api/s3/fetch-metadata', { method: 'POST', json: { key } });
      expect(response.status, key).toBe(400);
    }
  });
});

describe('GET /api/s3/company-logo/{companyId}', () => {
  it('serves the stored logo with its type', async () => {
    const response = await server.request('/api/s3/company-logo/acme');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('answers 404 for a company without a logo', async () => {
    const response = await server.request('/api/s3/company-logo/nobody');
    expect(response.status).toBe(404);
  });
});
