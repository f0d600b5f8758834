import type { ObjectStore } from '../ports/object-store';
import { commonMessages } from '../shared/common-messages';
import { emailDomain, normalizeDomain, normalizeEmail } from '../shared/email';
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from '../shared/errors';
import { companyKeys } from './company-keys';
import { companyIdFromInvite, DEFAULT_COMPANY_ID } from './default-company';

export interface Company {
  companyId: string;
  /** The CRM account of the company. */
  accountId: string;
  name: string;
  domains: string[];
  colors: { primary: string; secondary: string };
  logoUrl: string;
  createdAt: string;
  /** 1:1 sessions the company sponsors per member and year; absent: the default (booking/sponsored-sessions). */
  sponsoredSessionsPerYear?: number;
}

export interface DomainClaim {
  companyId: string;
  accountId: string;
}

export interface Invite {
  email: string;
  companyId: string;
  invitedAt: string;
  /** The sub of the member who invited (absent when the CLI did): only they may mail the invitation. */
  invitedBy?: string;
}

const decoder = new TextDecoder();
const json = (value: unknown) => JSON.stringify(value, null, 2);
const parse = <T>(body: Uint8Array): T => JSON.parse(decoder.decode(body)) as T;
const JSON_TYPE = { contentType: 'application/json' } as const;

/** Companies, their domains and invitations, kept in the objects port (S3 in AWS, a folder locally). */
export class CompanyDirectory {
  constructor(
    private readonly objects: ObjectStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async findByDomain(domain: string): Promise<DomainClaim | undefined> {
    const found = await this.objects.get(companyKeys.domain(normalizeDomain(domain)));
    return found && parse<DomainClaim>(found.body);
  }

  async get(companyId: string): Promise<Company | undefined> {
    const found = await this.objects.get(companyKeys.metadata(companyId));
    return found && parse<Company>(found.body);
  }

  async list(): Promise<Company[]> {
    const summaries = await this.objects.list(companyKeys.companiesPrefix);
    const metadataKeys = summaries.map((s) => s.key).filter((key) => key.endsWith('/metadata.json'));
    const companies = await Promise.all(metadataKeys.map((key) => this.objects.get(key)));
    return companies.flatMap((found) => (found ? [parse<Company>(found.body)] : []));
  }

  /** Reads a metadata document by its key (already validated to lie under companies/{id}/). */
  async readMetadataDocument(key: string): Promise<unknown> {
    const found = await this.objects.get(key);
    if (!found) throw new NotFoundError('No company metadata found');
    return parse<unknown>(found.body);
  }

  /**
   * Registers a company. Its metadata and each domain are created only if absent, so two companies can
   * never claim one domain, even when created at the same moment; a refused claim undoes the others.
   */
  async create(company: Omit<Company, 'createdAt' | 'domains'> & { domains: string[] }): Promise<Company> {
    if (company.companyId === DEFAULT_COMPANY_ID) throw new ValidationError(`'${DEFAULT_COMPANY_ID}' is reserved`);
    const record: Company = {
      ...company,
      domains: [...new Set(company.domains.map(normalizeDomain))],
      createdAt: this.now().toISOString(),
    };
    try {
      await this.objects.put(companyKeys.metadata(record.companyId), json(record), { ...JSON_TYPE, ifNoneMatch: '*' });
    } catch (error) {
      if (error instanceof PreconditionFailedError) {
        throw new ConflictError(`A company with id '${record.companyId}' already exists`);
      }
      throw error;
    }
    const claimed: string[] = [];
    for (const domain of record.domains) {
      try {
        const claim: DomainClaim = { companyId: record.companyId, accountId: record.accountId };
        await this.objects.put(companyKeys.domain(domain), json(claim), { ...JSON_TYPE, ifNoneMatch: '*' });
        claimed.push(domain);
      } catch (error) {
        await Promise.all(claimed.map((d) => this.objects.delete(companyKeys.domain(d))));
        await this.objects.delete(companyKeys.metadata(record.companyId));
        if (error instanceof PreconditionFailedError) {
          throw new ConflictError(`The domain ${domain} already belongs to a company`);
        }
        throw error;
      }
    }
    return record;
  }

  async saveLogo(companyId: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.objects.put(companyKeys.logo(companyId), body, { contentType });
  }

  async readLogo(companyId: string): Promise<{ body: Uint8Array; contentType: string; etag: string }> {
    const found = await this.objects.get(companyKeys.logo(companyId));
    if (!found) throw new NotFoundError('No logo for this company');
    return found;
  }

  async findInvite(email: string): Promise<Invite | undefined> {
    const found = await this.objects.get(companyKeys.invite(normalizeEmail(email)));
    return found && parse<Invite>(found.body);
  }

  /**
   * Records that `email` may sign up as a member of `companyId` ('0' for the default company). Each
   * email is its own object, so concurrent invites never overwrite one another. A member's invite
   * (`invitedBy`) never replaces someone else's: asking again for the same person into the same company
   * is a harmless retry, anything else is refused. Without `invitedBy` (the company CLI, an operator),
   * inviting again moves the invitation.
   */
  async invite(email: string, companyId: string, options: { invitedBy?: string } = {}): Promise<Invite> {
    const normalized = normalizeEmail(email);
    const target = companyIdFromInvite(companyId);
    if (target !== DEFAULT_COMPANY_ID && !(await this.get(target))) {
      throw new NotFoundError(`No company with id '${companyId}'`);
    }
    const invite: Invite = {
      email: normalized,
      companyId: target,
      invitedAt: this.now().toISOString(),
      ...(options.invitedBy ? { invitedBy: options.invitedBy } : {}),
    };
    const key = companyKeys.invite(normalized);
    if (!options.invitedBy) {
      await this.objects.put(key, json(invite), JSON_TYPE);
      return invite;
    }
    try {
      await this.objects.put(key, json(invite), { ...JSON_TYPE, ifNoneMatch: '*' });
      return invite;
    } catch (error) {
      if (!(error instanceof PreconditionFailedError)) throw error;
      const existing = await this.findInvite(normalized);
      if (existing?.companyId === target && existing.invitedBy === options.invitedBy) return existing;
      throw new ConflictError(commonMessages.alreadyInvited);
    }
  }

  async uninvite(email: string): Promise<boolean> {
    const key = companyKeys.invite(normalizeEmail(email));
    const found = await this.objects.get(key);
    if (!found) return false;
    await this.objects.delete(key, { ifMatch: found.etag });
    return true;
  }

  /** The invites a member sent (`invitedBy`), for their data export. */
  async invitesSentBy(sub: string): Promise<Invite[]> {
    return (await this.listInvites()).filter((invite) => invite.invitedBy === sub);
  }

  /**
   * Removes the invites a member sent, for their account deletion; an operator's invites (no `invitedBy`) stay.
   * None left is no error, so a retried deletion goes through.
   */
  async removeInvitesSentBy(sub: string): Promise<number> {
    const removed = await Promise.all((await this.invitesSentBy(sub)).map((invite) => this.uninvite(invite.email)));
    return removed.filter(Boolean).length;
  }

  async listInvites(companyId?: string): Promise<Invite[]> {
    const summaries = await this.objects.list(companyKeys.invitesPrefix);
    const invites = await Promise.all(summaries.map((s) => this.objects.get(s.key)));
    return invites
      .flatMap((found) => (found ? [parse<Invite>(found.body)] : []))
      .filter((invite) => companyId === undefined || invite.companyId === companyIdFromInvite(companyId));
  }

  /**
   * Whether an address may create an account: its domain belongs to a company, or it was invited
   * (spec §1, §5). Answers the company it would join.
   */
  async eligibility(email: string): Promise<{ eligible: boolean; companyId?: string; accountId?: string }> {
    const domain = emailDomain(email);
    if (!domain) return { eligible: false };
    const [claim, invite] = await Promise.all([this.findByDomain(domain), this.findInvite(email)]);
    if (claim) return { eligible: true, companyId: claim.companyId, accountId: claim.accountId };
    if (invite) return { eligible: true, companyId: invite.companyId };
    return { eligible: false };
  }
}
