import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { CompanyId, Domain, Email, HexColor } from '@kinwell/contracts';
import { type CompanyDirectory, DEFAULT_BRAND_COLORS, DomainError } from '@kinwell/core';
import { type LogoSource, registerCompany } from './register-company';

export const USAGE = `Manage Kinwell companies and invitations.

Usage:
  company list
  company add --id ID --name NAME --domain DOMAIN [--domain DOMAIN…] [--primary #RRGGBB] [--secondary #RRGGBB]
              [--logo FILE.svg|png|jpg | --logo-url URL] [--account-id CRM_ACCOUNT_ID]
  company invite EMAIL [--company ID]      (default company when omitted)
  company uninvite EMAIL
  company invites [--company ID]
  company redirect list | set /old /new|https://… [--temporary] | remove /old

Targets the local runtime's data (.data/, or KINWELL_DATA_DIR) unless KINWELL_COMPANY_BUCKET (or --bucket)
names a deployed environment's company bucket; then AWS credentials come from the usual AWS chain.`;

const LOGO_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

async function loadLogo(file: string | undefined, url: string | undefined): Promise<LogoSource | undefined> {
  if (url) return { url };
  if (!file) return undefined;
  const contentType = LOGO_TYPES[extname(file).toLowerCase()];
  if (!contentType) throw new DomainError(`Logo must be one of ${Object.keys(LOGO_TYPES).join(', ')}`, 400);
  return { body: new Uint8Array(await readFile(file)), contentType };
}

/** Runs one CLI command against a company directory; answers the process exit code. */
export async function runCompanyCli(args: string[], directory: CompanyDirectory, io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
      primary: { type: 'string' },
      secondary: { type: 'string' },
      logo: { type: 'string' },
      'logo-url': { type: 'string' },
      'account-id': { type: 'string' },
      company: { type: 'string' },
      bucket: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, subject] = positionals;
  try {
    switch (command) {
      case 'list': {
        const companies = await directory.list();
        if (companies.length === 0) io.out('No companies yet. Add one with `company add`.');
        for (const c of companies) {
          io.out(
            `${c.companyId}\t${c.name}\t${c.domains.join(',')}\t${c.colors.primary}/${c.colors.secondary}\taccount ${c.accountId}`,
          );
        }
        return 0;
      }
      case 'add': {
        if (!values.id || !values.name || !values.domain?.length) {
          io.err('add needs --id, --name and at least one --domain');
          return 2;
        }
        const company = await registerCompany(directory, {
          companyId: CompanyId.parse(values.id),
          name: values.name.trim(),
          domains: values.domain.map((d) => Domain.parse(d)),
          colors: {
            primary: HexColor.parse(values.primary ?? DEFAULT_BRAND_COLORS.primary),
            secondary: HexColor.parse(values.secondary ?? DEFAULT_BRAND_COLORS.secondary),
          },
          accountId: values['account-id'],
          logo: await loadLogo(values.logo, values['logo-url']),
        });
        io.out(
          `Added ${company.companyId} (${company.name}) for ${company.domains.join(', ')}; account ${company.accountId}`,
        );
        return 0;
      }
      case 'invite': {
        if (!subject) {
          io.err('invite needs an EMAIL');
          return 2;
        }
        const invite = await directory.invite(Email.parse(subject), values.company ?? '0');
        io.out(`Invited ${invite.email} to ${invite.companyId}`);
        return 0;
      }
      case 'uninvite': {
        if (!subject) {
          io.err('uninvite needs an EMAIL');
          return 2;
        }
        const removed = await directory.uninvite(Email.parse(subject));
        io.out(removed ? `Removed the invitation of ${subject.trim().toLowerCase()}` : `${subject} was not invited`);
        return 0;
      }
      case 'invites': {
        const invites = await directory.listInvites(values.company);
        if (invites.length === 0) io.out('No invitations.');
        for (const invite of invites) io.out(`${invite.email}\t${invite.companyId}\t${invite.invitedAt}`);
        return 0;
      }
      default:
        (values.help || !command ? io.out : io.err)(USAGE);
        return values.help || !command ? 0 : 2;
    }
  } catch (error) {
    if (error instanceof DomainError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof Error && error.name === 'ZodError') {
      io.err(`Invalid value: ${(error as unknown as { issues: { message: string }[] }).issues[0]?.message}`);
      return 2;
    }
    throw error;
  }
}
