import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../src/features/auth/auth-store';
import { type ApiCall, mockApi } from './mock-api';
import { renderApp } from './render-app';

// The wizard is a lazy route: its first load compiles it on the fly.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const newUser = { email: 'ana@acme.example', sub: 'user-1', 'custom:isOnboarded': 'false' };
const thisYear = new Date().getFullYear();

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.ReactNativeWebView;
});

/** The API of a healthy server; `overrides` replace single answers. */
function server(overrides: Record<string, (call: ApiCall) => { status?: number; body?: unknown } | undefined> = {}) {
  let ids = 0;
  return mockApi({
    'POST /api/auth/update-onboarding': (call) => {
      const { step } = call.body as { step: number };
      return { body: { success: true, message: 'ok', details: { isOnboarded: step >= 3, step } } };
    },
    'GET /api/s3/validate-domain': () => ({ body: { valid: true, accountId: 'acc-1', companyId: 'acme' } }),
    'POST /api/zoho/account/get': () => ({ body: { accounts: [{ Account_Name: 'Acme Inc', id: 'acc-1' }] } }),
    'POST /api/s3/fetch-metadata': () => ({
      status: 404,
      body: { message: 'We could not find what you asked for.', code: 'common.notFound' },
    }),
    'POST /api/zoho/lead/get': () => ({ body: { leads: [] } }),
    'POST /api/zoho/lead/create': () => ({ body: { details: { id: 'lead-1' } } }),
    'POST /api/zoho/contact/get': () => ({ body: { contacts: [] } }),
    'POST /api/zoho/contact/create': (call) => {
      const name = (call.body as { contactData: { First_Name: string } }).contactData.First_Name;
      return { body: { details: { id: name === 'Ana' ? 'contact-user' : `contact-${++ids}` } } };
    },
    'POST /api/zoho/attach/contact-user': () => ({ body: { success: true } }),
    'POST /api/s3/update-company-invites': () => ({ body: { invited: true } }),
    'POST /api/ses/send-invite-email': () => ({ body: { message: 'sent', messageId: '1' } }),
    'POST /api/ses/send-invite-child-email': () => ({ body: { message: 'sent', messageId: '2' } }),
    'POST /api/ses/send-welcome-email': () => ({ body: { message: 'sent', messageId: '3' } }),
    ...overrides,
  });
}

const input = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const select = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(name, { selector: 'select' }) as HTMLSelectElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const group = (name: string) => screen.getByRole('group', { name });

function birthDate(legend: string, year: number, month: number, day: number) {
  const fieldset = group(legend);
  type(select('Month', fieldset), String(month));
  type(select('Day', fieldset), String(day));
  type(select('Year', fieldset), String(year));
}

async function fillWelcome() {
  await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' });
  type(input('First name'), 'Ana');
  type(input('Last name'), 'Silva');
  birthDate('Date of birth', thisYear - 36, 3, 7);
  type(select('Gender'), 'Female');
  type(select('Marital status'), 'Married');
  fireEvent.click(within(group('Do you have children?')).getByLabelText('Yes'));
}

const updates = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/api/auth/update-onboarding').map((call) => call.body);

describe('onboarding wizard', () => {
  it("shows the spec's messages on the welcome step, inline and announced, and focuses the first", async () => {
    const calls = server();
    renderApp('/onboarding', { user: newUser });
    await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' });
    click('Next');
    await waitFor(() => expect(alerts()).toContain('First name is required'));
    expect(alerts()).toEqual(
      expect.arrayContaining([
        'Last name is required',
        'Date of birth is required',
        'Please choose a gender',
        'Please choose a marital status',
        'Please answer whether you have children',
      ]),
    );
    expect(document.activeElement).toBe(input('First name'));
    expect(input('First name').getAttribute('aria-invalid')).toBe('true');

    type(input('First name'), 'A');
    type(input('Last name'), 'Silva2');
    await waitFor(() =>
      expect(alerts()).toContain(
        'First name should be 2-50 characters and contain only letters, apostrophes and hyphens',
      ),
    );
    expect(alerts()).toContain('Last name should be 2-50 characters and contain only letters, apostrophes and hyphens');
    type(input('First name'), 'Zoë');
    type(input('Last name'), "O'Brien-Núñez");
    await waitFor(() => expect(input('First name').getAttribute('aria-invalid')).toBeNull());

    birthDate('Date of birth', thisYear - 30, 2, 30);
    await waitFor(() => expect(alerts()).toContain('Please enter a real date of birth'));
    expect(updates(calls)).toEqual([]);
  });

  it('lists every country with the US first, and refuses any other with the spec message', async () => {
    server();
    renderApp('/onboarding', { user: newUser });
    await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' });
    const country = select('Country');
    expect(country.value).toBe('US');
    expect(country.options[1]?.value).toBe('US');
    expect(country.options.length).toBeGreaterThan(200);
    type(country, 'FR');
    await waitFor(() =>
      expect(alerts()).toContain('Unfortunately, this service is not available in your country at the moment'),
    );
    await fillWelcome();
    click('Next');
    await waitFor(() => expect(document.activeElement).toBe(select('Country')));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome aboard');
  });

  it('goes through the three steps, stores each step, and finishes with the family', async () => {
    const calls = server();
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    const { router } = renderApp('/onboarding', { user: newUser });
    await fillWelcome();
    click('Next');

    await screen.findByRole('heading', { level: 1, name: 'What brings you here?' });
    expect(updates(calls)).toEqual([{ email: 'ana@acme.example', step: 1 }]);
    expect(screen.getByText('0 selected (max 3)')).toBeTruthy();
    for (const goal of ['Anxiety', 'Burnout', 'Depression']) fireEvent.click(screen.getByLabelText(goal));
    expect(screen.getByText('3 selected (max 3)')).toBeTruthy();
    expect((screen.getByLabelText('Work productivity') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Depression'));
    expect(screen.getByText('2 selected (max 3)')).toBeTruthy();
    click('Back');
    await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' });
    expect(input('First name').value).toBe('Ana');
    click('Next');
    await screen.findByRole('heading', { level: 1, name: 'What brings you here?' });
    // Step 1 was stored already: going back and on does not store it again.
    expect(updates(calls)).toHaveLength(1);
    expect((screen.getByLabelText('Anxiety') as HTMLInputElement).checked).toBe(true);
    click('Next');

    await screen.findByRole('heading', { level: 1, name: 'Your family' });
    expect(updates(calls)).toEqual([
      { email: 'ana@acme.example', step: 1 },
      { email: 'ana@acme.example', step: 2 },
    ]);
    const spouse = group('Spouse or partner');
    type(input("Spouse's first name", spouse), 'Rui');
    type(input("Spouse's last name", spouse), 'Silva');
    type(input("Spouse's email", spouse), 'rui@gmail.com');
    type(select("Spouse's gender", spouse), 'Male');
    birthDate("Spouse's date of birth", thisYear - 17, 1, 1);
    fireEvent.click(input('Invite to create an account', spouse));
    click('Save');
    await waitFor(() =>
      expect(alerts()).toContain(
        'Partner must be 18 years or older to use this app. Please confirm partner age to continue.',
      ),
    );
    birthDate("Spouse's date of birth", thisYear - 35, 1, 1);

    const children = group('Children');
    click('Add child');
    await waitFor(() => expect(alerts()).toContain('First name is required'));
    type(input("Child's first name", children), 'Lea');
    type(input("Child's last name", children), 'Silva');
    type(select("Child's gender", children), 'Female');
    birthDate("Child's date of birth", thisYear - 15, 1, 1);
    click('Add child');
    await screen.findByText('Lea Silva');
    // Added without an invite: the flag is per child.
    type(input("Child's first name", children), 'Tom');
    type(input("Child's last name", children), 'Silva');
    type(select("Child's gender", children), 'Male');
    birthDate("Child's date of birth", thisYear - 8, 1, 1);
    const invite = input('Invite to create an account', group('Add a child'));
    expect(invite.disabled).toBe(true);
    expect(screen.getAllByText('Invite not sent (<13 not eligible)').length).toBeGreaterThan(0);
    click('Add child');
    await screen.findByText('Tom Silva');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lea Silva' }));
    expect(screen.queryByText('Lea Silva')).toBeNull();

    click('Save');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Signup Completed! Welcome on board.')).toBeTruthy();
    expect(updates(calls).at(-1)).toEqual({ email: 'ana@acme.example', step: 3 });
    expect(authStore.hasJustOnboarded).toBe(true);
    expect(authStore.isOnboarded).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('onboarding:done');
    const contacts = calls
      .filter((call) => call.path === '/api/zoho/contact/create')
      .map((call) => (call.body as { contactData: { First_Name: string } }).contactData.First_Name);
    expect(contacts.sort()).toEqual(['Ana', 'Rui', 'Tom']);
    expect(calls.filter((call) => call.path === '/api/ses/send-invite-email')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/api/ses/send-invite-child-email')).toHaveLength(0);
    expect(sessionStorage.getItem('kinwell.onboarding.user-1')).toBeNull();
  });

  it('shows what failed, keeps what succeeded, and Retry creates nothing twice', async () => {
    let failMail = true;
    const calls = server({
      'POST /api/ses/send-invite-email': () => {
        if (!failMail) return { body: { message: 'sent', messageId: '1' } };
        failMail = false;
        return { status: 502, body: { message: 'We could not send the email right now.', code: 'common.mailFailed' } };
      },
    });
    const { router } = renderApp('/onboarding', { user: newUser });
    await fillWelcome();
    click('Next');
    await screen.findByRole('heading', { level: 1, name: 'What brings you here?' });
    click('Next');
    await screen.findByRole('heading', { level: 1, name: 'Your family' });
    const spouse = group('Spouse or partner');
    type(input("Spouse's first name", spouse), 'Rui');
    type(input("Spouse's last name", spouse), 'Silva');
    type(input("Spouse's email", spouse), 'rui@gmail.com');
    type(select("Spouse's gender", spouse), 'Male');
    birthDate("Spouse's date of birth", thisYear - 35, 1, 1);
    fireEvent.click(input('Invite to create an account', spouse));
    click('Save');

    const summary = await screen.findByRole('alert', { name: 'Some things could not be saved' });
    expect(summary.textContent).toContain('Invitation email (Rui Silva): We could not send the email right now.');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText('We could not send the email right now.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');

    click('Retry');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const count = (path: string) => calls.filter((call) => call.path === path).length;
    expect(count('/api/zoho/contact/create')).toBe(2);
    expect(count('/api/zoho/lead/create')).toBe(1);
    expect(count('/api/s3/update-company-invites')).toBe(1);
    expect(count('/api/ses/send-invite-email')).toBe(2);
    expect(count('/api/ses/send-welcome-email')).toBe(1);
  });

  it('keeps the entries across a reload', async () => {
    server();
    const first = renderApp('/onboarding', { user: newUser });
    await fillWelcome();
    click('Next');
    await screen.findByRole('heading', { level: 1, name: 'What brings you here?' });
    fireEvent.click(screen.getByLabelText('Anxiety'));
    first.unmount();
    // A reload: the page's memory is gone, sessionStorage is not.
    const { closeOnboarding } = await import('../src/features/onboarding/onboarding-store');
    const stored = sessionStorage.getItem('kinwell.onboarding.user-1');
    closeOnboarding();
    if (stored) sessionStorage.setItem('kinwell.onboarding.user-1', stored);

    renderApp('/onboarding', { user: newUser });
    await screen.findByRole('heading', { level: 1, name: 'What brings you here?' });
    expect((screen.getByLabelText('Anxiety') as HTMLInputElement).checked).toBe(true);
    click('Back');
    await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' });
    expect(input('First name').value).toBe('Ana');
  });
});

describe('onboarding exit guard', () => {
  it('asks before leaving; Stay keeps the user here, Leave goes, Escape stays', async () => {
    server();
    const { router } = renderApp('/onboarding', { user: newUser });
    await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' });
    type(input('First name'), 'Ana');

    act(() => void router.navigate({ to: '/contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave onboarding?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Stay' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(input('First name').value).toBe('Ana');

    act(() => void router.navigate({ to: '/contact' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/onboarding');

    act(() => void router.navigate({ to: '/contact' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
  });

  it('closes when the user is no longer logged in, and lets a logged-out user go', async () => {
    server({ 'POST /api/token/logout': () => ({ body: { message: 'You have been logged out.' } }) });
    const { router } = renderApp('/onboarding', { user: newUser });
    await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' });
    act(() => void router.navigate({ to: '/contact' }));
    await screen.findByRole('dialog');
    const { closeSession } = await import('../src/features/auth/auth-store');
    act(() => closeSession());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => void router.navigate({ to: '/' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask once onboarding is complete', async () => {
    server();
    const { router } = renderApp('/onboarding', {
      user: { ...newUser, 'custom:isOnboarded': 'true', 'custom:onboardingStep_curr': '3' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome aboard' });
    act(() => void router.navigate({ to: '/contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
