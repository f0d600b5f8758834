import { launchChromium } from '@kinwell/testing/browser';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestCode as mailedCode } from '../support/accounts';
import { collectPageProblems } from '../support/page-problems';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Onboarding in Chromium against the real local runtime and the production build: sign-up, verification with
 * the mailed code, the three steps with a spouse and two children, then what the mailbox and the built-in CRM
 * hold, and the invited spouse signing up. Also the step rules and the exit guard.
 */
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let people = 0;

const PASSWORD = 'Kinwell-2026';
const thisYear = new Date().getFullYear();

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage() {
  context = await browser.newContext();
  page = await context.newPage();
  problems = collectPageProblems(page);
}

afterEach(async () => {
  expect(problems).toEqual([]);
  await context?.close();
});

const stamp = () => `${++people}.${Date.now()}`;
const newAddress = () => `person${stamp()}@acme.example`;

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function mailTo(to: string): Promise<Mail[]> {
  const answer = await server.request(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { messages: Mail[] }).messages;
}

const latestCode = (to: string) => mailedCode(server, to);

/** A confirmed account made through the API. */
async function account(): Promise<string> {
  const email = newAddress();
  const signup = await server.request('/api/auth/signup', {
    method: 'POST',
    json: { email, password: PASSWORD, onboardingStep: 0 },
  });
  expect(signup.status).toBeLessThan(300);
  const verified = await server.request('/api/auth/verifi', {
    method: 'POST',
    json: { email, code: await latestCode(email) },
  });
  expect(verified.status).toBe(200);
  return email;
}

const field = (label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true });
const group = (name: string) => page.getByRole('group', { name, exact: true });
const toast = (text: string | RegExp) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });
const path = () => new URL(page.url()).pathname;

async function birthDate(legend: string, year: number, month: number, day: number) {
  const fieldset = group(legend);
  await field('Month', fieldset).selectOption(String(month));
  await field('Day', fieldset).selectOption(String(day));
  await field('Year', fieldset).selectOption(String(year));
}

async function signInToOnboarding(email: string, origin = server.url) {
  await page.goto(`${origin}/login`);
  await field('Email').fill(email);
  await field('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/onboarding');
  await heading('Welcome aboard').waitFor();
}

async function fillWelcome(first = 'Ana', last = 'Silva') {
  await field('First name').fill(first);
  await field('Last name').fill(last);
  await birthDate('Date of birth', thisYear - 36, 3, 7);
  await field('Gender').selectOption('Female');
  await field('Marital status').selectOption('Married');
  await group('Do you have children?').getByLabel('Yes').check();
}

async function member(
  scope: Locator,
  who: 'Spouse' | 'Child',
  values: { first: string; last: string; email: string; gender: string; age: number },
) {
  await field(`${who}'s first name`, scope).fill(values.first);
  await field(`${who}'s last name`, scope).fill(values.last);
  await field(who === 'Spouse' ? "Spouse's email" : "Child's email (optional)", scope).fill(values.email);
  await field(`${who}'s gender`, scope).selectOption(values.gender);
  await birthDate(`${who}'s date of birth`, thisYear - values.age, 1, 1);
}

describe('onboarding in Chromium', () => {
  it('signs up, verifies, completes the three steps with a family, and mails and records everything', async () => {
    await openPage();
    const email = newAddress();
    const id = stamp();
    const spouseEmail = `rui.${id}@gmail.com`;
    const teenEmail = `lea.${id}@gmail.com`;
    const childEmail = `tom.${id}@gmail.com`;

    await page.goto(`${server.url}/signup`);
    await field('Company email').fill(email);
    await field('Personal email').fill(`ana.${id}@home.example`);
    await field('Password').fill(PASSWORD);
    await field('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/verification');
    await field('Verification code').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await heading('Welcome aboard').waitFor();

    // Step 1
    await fillWelcome();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading('What brings you here?').waitFor();
    // A reload loses nothing.
    await page.reload();
    await heading('What brings you here?').waitFor();

    // Step 2
    await page.getByLabel('Anxiety').check();
    await page.getByLabel('Burnout').check();
    await page.getByText('2 selected (max 3)').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading('Your family').waitFor();

    // Step 3: a spouse (35, invited, not a company address) and two children (15 invited, 8 not eligible)
    const spouse = group('Spouse or partner');
    await member(spouse, 'Spouse', { first: 'Rui', last: 'Silva', email: spouseEmail, gender: 'Male', age: 35 });
    await field('Invite to create an account', spouse).check();
    const addChild = group('Add a child');
    await member(addChild, 'Child', { first: 'Lea', last: 'Silva', email: teenEmail, gender: 'Female', age: 15 });
    await field('Invite to create an account', addChild).check();
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByText('Lea Silva').waitFor();
    await member(addChild, 'Child', { first: 'Tom', last: 'Silva', email: childEmail, gender: 'Male', age: 8 });
    expect(await field('Invite to create an account', addChild).isDisabled()).toBe(true);
    await addChild.getByText('Invite not sent (<13 not eligible)').waitFor();
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByText('Tom Silva').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();

    await page
      .waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 })
      .catch(async (error: Error) => {
        // Say what failed: the error summary and the toasts.
        const summary = await page
          .locator('.error-summary')
          .textContent({ timeout: 1000 })
          .catch(() => '');
        const toasts = await page.getByRole('region', { name: 'Notifications' }).textContent();
        throw new Error(`${error.message}\nsummary: ${summary}\ntoasts: ${toasts}`);
      });
    await toast('Signup Completed! Welcome on board.').waitFor();

    // The mailbox: spouse and teen invited, the 8-year-old not, the user welcomed.
    const spouseMail = await mailTo(spouseEmail);
    expect(spouseMail).toHaveLength(1);
    expect(spouseMail[0]?.text).toContain(`${server.url}/signup?bid=`);
    expect(spouseMail[0]?.text).toContain('Ana Silva');
    expect(await mailTo(teenEmail)).toHaveLength(1);
    expect(await mailTo(childEmail)).toHaveLength(0);
    const userMail = await mailTo(email);
    // The verification code, then the welcome.
    expect(userMail).toHaveLength(2);
    expect(userMail[0]?.text).not.toMatch(/\b\d{6}\b/);

    // The built-in CRM: the lead, the user's contact linked to the company account, three family contacts.
    const { rows: leads } = await server.deps.db.query<{ record: Record<string, unknown> }>(
      'SELECT record FROM crm_leads WHERE email = :email',
      { email },
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]?.record).toMatchObject({
      First_Name: 'Ana',
      Last_Name: 'Silva',
      Country: 'US',
      Goals: ['anxiety', 'burnout'],
      Personal_Email: `ana.${id}@home.example`,
      Lead_Status: 'Not Qualified',
    });
    const { rows: contacts } = await server.deps.db.query<{
      id: string;
      contact_type: string | null;
      linked_contact_id: string | null;
      account_id: string | null;
      record: Record<string, unknown>;
    }>(
      `SELECT id, contact_type, linked_contact_id, account_id, record FROM crm_contacts
       WHERE owner_sub = (SELECT owner_sub FROM crm_contacts WHERE email = :email AND contact_type IS NULL LIMIT 1)`,
      { email },
    );
    const own = contacts.find((contact) => !contact.contact_type);
    expect(own?.account_id).toBeTruthy();
    const family = contacts.filter((contact) => contact.contact_type);
    expect(
      family.map((contact) => [contact.record.First_Name, contact.contact_type, contact.record.Contact_Status]).sort(),
    ).toEqual([
      ['Lea', 'Child', 'Invite sent'],
      ['Rui', 'Partner', 'Invite sent'],
      ['Tom', 'Child', 'Invite not sent (<13 not eligible)'],
    ]);
    expect(family.every((contact) => contact.linked_contact_id === own?.id)).toBe(true);

    // The invited spouse may now sign up with the gmail address.
    const invited = await server.request(`/api/s3/check-invite?email=${encodeURIComponent(spouseEmail)}`);
    expect(await invited.json()).toEqual({ invited: true });
    const spouseSignup = await server.request('/api/auth/signup', {
      method: 'POST',
      json: { email: spouseEmail, password: PASSWORD, onboardingStep: 0 },
    });
    expect(spouseSignup.status).toBe(201);
    const notInvited = await server.request(`/api/s3/check-invite?email=${encodeURIComponent(childEmail)}`);
    expect(await notInvited.json()).toEqual({ invited: false });
  });

  it('finishes with invitations when the app is opened at 127.0.0.1: mails link to the public URL', async () => {
    await openPage();
    const id = stamp();
    const spouseEmail = `kai.${id}@gmail.com`;
    const email = await account();
    // The server's public URL is http://localhost:PORT; this browser reaches it at another address.
    const otherOrigin = server.url.replace('localhost', '127.0.0.1');
    await signInToOnboarding(email, otherOrigin);
    await fillWelcome('Mia', 'Park');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Anxiety').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading('Your family').waitFor();
    const spouse = group('Spouse or partner');
    await member(spouse, 'Spouse', { first: 'Kai', last: 'Park', email: spouseEmail, gender: 'Male', age: 40 });
    await field('Invite to create an account', spouse).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    await toast('Signup Completed! Welcome on board.').waitFor();

    const [invitation] = await mailTo(spouseEmail);
    expect(invitation?.text).toContain(`${server.url}/signup?bid=acme`);
    expect(invitation?.html).toContain(`${server.url}/api/s3/company-logo/acme`);
    expect(invitation?.text).not.toContain('127.0.0.1');
    const welcome = (await mailTo(email)).find((mail) => mail.subject.startsWith('Welcome'));
    expect(welcome?.text).toContain(`${server.url}/dashboard`);
  });

  it("shows the welcome step's messages and refuses a country other than the US", async () => {
    await openPage();
    await signInToOnboarding(await account());
    await page.getByRole('button', { name: 'Next' }).click();
    await alertWith('First name is required').waitFor();
    await alertWith('Last name is required').waitFor();
    await alertWith('Date of birth is required').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');

    await field('First name').fill('A');
    await alertWith('First name should be 2-50 characters and contain only letters, apostrophes and hyphens').waitFor();
    await field('Last name').fill('Silva 2');
    await alertWith('Last name should be 2-50 characters and contain only letters, apostrophes and hyphens').waitFor();

    await fillWelcome('Zoë', "O'Brien-Núñez");
    await field('Country').selectOption('CA');
    await alertWith('Unfortunately, this service is not available in your country at the moment').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    // Refused: the step stays and the focus goes to the first invalid field (a step that went on would not do that).
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'country');
    await heading('Welcome aboard').waitFor();
    await field('Country').selectOption('US');
    await page.getByRole('button', { name: 'Next' }).click();
    await heading('What brings you here?').waitFor();
    // At most three goals.
    for (const goal of ['Anxiety', 'Burnout', 'Depression']) await page.getByLabel(goal).check();
    await page.getByText('3 selected (max 3)').waitFor();
    expect(await page.getByLabel('Work productivity').isDisabled()).toBe(true);
  });

  it('keeps goal boxes their size when a label wraps, and the invite box shut until a birth date shows 13+', async () => {
    await openPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToOnboarding(await account());
    await fillWelcome();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading('What brings you here?').waitFor();
    const sizes = await page
      .locator('.goal-option input[type="checkbox"]')
      .evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().width)));
    expect(sizes.length).toBe(6);
    expect(new Set(sizes).size, `widths ${sizes}`).toBe(1);
    expect(sizes[0]).toBeGreaterThanOrEqual(16);
    await page.getByLabel('Anxiety').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading('Your family').waitFor();

    const addChild = group('Add a child');
    const invite = field('Invite to create an account', addChild);
    expect(await invite.isDisabled()).toBe(true);
    await addChild.getByText('Enter the date of birth first: invitations are for people aged 13 or older.').waitFor();
    await birthDate("Child's date of birth", thisYear - 15, 1, 1);
    expect(await invite.isDisabled()).toBe(false);
    await invite.check();
    // A date under 13 unticks it and shuts it again.
    await field('Year', group("Child's date of birth")).selectOption(String(thisYear - 9));
    expect(await invite.isDisabled()).toBe(true);
    expect(await invite.isChecked()).toBe(false);
    await field('Year', group("Child's date of birth")).selectOption(String(thisYear - 15));
    expect(await invite.isChecked()).toBe(false);
  });

  it('requires an adult partner and complete children', async () => {
    await openPage();
    await signInToOnboarding(await account());
    await fillWelcome();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading('Your family').waitFor();
    const spouse = group('Spouse or partner');
    await member(spouse, 'Spouse', { first: 'Rui', last: 'Silva', email: 'rui@home.example', gender: 'Male', age: 17 });
    await page.getByRole('button', { name: 'Save' }).click();
    await alertWith(
      'Partner must be 18 years or older to use this app. Please confirm partner age to continue.',
    ).waitFor();
    await page.getByRole('button', { name: 'Add child' }).click();
    const addChild = group('Add a child');
    await addChild.getByRole('alert').filter({ hasText: 'First name is required' }).waitFor();
    await addChild.getByRole('alert').filter({ hasText: 'Please choose a gender' }).waitFor();
    await addChild.getByRole('alert').filter({ hasText: 'Date of birth is required' }).waitFor();
    await birthDate("Child's date of birth", thisYear + 0, 12, 31);
    expect(path()).toBe('/onboarding');
  });

  it('asks before leaving onboarding: Stay keeps the entries, Escape stays, Leave goes', async () => {
    // A member of the seeded demo company: the header shows its brand, the logo named after it.
    await openPage();
    await signInToOnboarding(await account());
    await field('First name').fill('Ana');
    await page.getByRole('link', { name: 'Acme Health' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave onboarding?' });
    await dialog.waitFor();
    expect(
      await dialog.getByRole('button', { name: 'Stay' }).evaluate((button) => button === document.activeElement),
    ).toBe(true);
    // The page behind is inert: Tab stays in the dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(path()).toBe('/onboarding');
    expect(await field('First name').inputValue()).toBe('Ana');

    await page.getByRole('link', { name: 'Acme Health' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(path()).toBe('/onboarding');

    await page.getByRole('link', { name: 'Acme Health' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/'); // `?bid=` stays while the company brand is active

    // Logging out is not blocked.
    await page.goto(`${server.url}/onboarding`);
    await heading('Welcome aboard').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/'); // `?bid=` stays while the company brand is active
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
