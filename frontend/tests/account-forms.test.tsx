import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, rememberCredentials } from '../src/features/auth/auth-store';
import { stopAuthSession } from '../src/features/auth/session';
import { mockApi, tokens, userAnswer } from './mock-api';
import { renderApp } from './render-app';

const newUser = { email: 'ana@acme.example', sub: 'user-1', 'custom:isOnboarded': 'false' };

afterEach(() => {
  stopAuthSession();
  vi.unstubAllGlobals();
});

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const errorOf = (input: HTMLInputElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((element) => element?.getAttribute('role') === 'alert')
    ?.textContent;
};

describe('sign in', () => {
  it('checks on submit, then as the user types, with the error tied to its field', async () => {
    const calls = mockApi({});
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });

    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    submit('Sign in');
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field('Email'))).toBe('Please provide the email or password');
    expect(document.activeElement).toBe(field('Email'));

    type('Email', 'ana@acme.example');
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBeNull());
    expect(errorOf(field('Password'))).toBe('Please provide the email or password');
    expect(calls).toEqual([]);
  });

  it('offers what password managers need, and the remember-me box checked', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(field('Email').autocomplete).toBe('username');
    expect(field('Password').autocomplete).toBe('current-password');
    expect(field('Password').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps what was typed when the server refuses, and shows its words', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Incorrect username or password.', code: 'auth.wrongCredentials' },
      },
    });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    type('Email', 'ana@acme.example');
    type('Password', 'Wrong-pass1');
    submit('Sign in');

    const toast = await screen.findByText('Incorrect username or password.');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(field('Email').value).toBe('ana@acme.example');
    expect(field('Password').value).toBe('Wrong-pass1');
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows "Processing..." and disables the button while the call is under way', async () => {
    let release: () => void = () => {};
    mockApi({
      'POST /api/auth/login': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 401,
              body: { message: 'Incorrect username or password.', code: 'auth.wrongCredentials' },
            });
        }),
    });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    type('Email', 'ana@acme.example');
    type('Password', 'Secret1!');
    submit('Sign in');
    const button = (await screen.findByRole('button', { name: 'Processing...' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => release());
    await screen.findByRole('button', { name: 'Sign in' });
  });

  it('signs in with "remember me" and goes to onboarding when not onboarded', async () => {
    const calls = mockApi({
      'POST /api/auth/login': { body: tokens() },
      'POST /api/token': { body: { message: 'Session saved' } },
      'GET /api/auth/user': { body: userAnswer(newUser) },
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    type('Email', '  Ana@ACME.example ');
    type('Password', 'Secret1!');
    fireEvent.click(screen.getByLabelText('Remember me'));
    submit('Sign in');

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    expect(calls[0]?.body).toEqual({ email: 'ana@acme.example', password: 'Secret1!' });
    expect(calls[1]?.body).toMatchObject({ remember: false });
  });

  it('resends the code to an unconfirmed user and goes to verification', async () => {
    const calls = mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: { message: 'User not yet confirmed', code: 'auth.userNotConfirmed' },
      },
      'POST /api/auth/resend': { body: { message: 'ok' } },
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    type('Email', 'ana@acme.example');
    type('Password', 'Secret1!');
    submit('Sign in');

    await screen.findByText('Confirmation code sent again to your email');
    expect(router.state.location.pathname).toBe('/auth/verification');
    expect(router.state.location.search).toEqual({ email: 'ana@acme.example' });
    expect(calls[1]).toMatchObject({ path: '/api/auth/resend', body: { email: 'ana@acme.example' } });
    // The password waits in memory for the automatic login after verification.
    expect(authStore.loginPassword).toBe('Secret1!');
  });

  it('says so when the code cannot be resent', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: { message: 'User not yet confirmed', code: 'auth.userNotConfirmed' },
      },
      'POST /api/auth/resend': { status: 500, body: { message: 'boom', code: 'common.internal' } },
    });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    type('Email', 'ana@acme.example');
    type('Password', 'Secret1!');
    submit('Sign in');
    await screen.findByText('Failed to resend confirmation code. Please try later.');
  });
});

describe('sign up', () => {
  const fill = () => {
    type('Company email', ' Jo@Gmail.com ');
    type('Personal email', 'jo.home@example.org');
    type('Password', 'Secret1!');
    type('Confirm password', 'Secret1!');
  };

  it("refuses an address that is neither a client company's nor invited, before signing up", async () => {
    const calls = mockApi({
      'GET /api/s3/validate-domain': { body: { valid: false, accountId: null, companyId: null } },
      'GET /api/s3/check-invite': { body: { invited: false } },
    });
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    fill();
    submit('Create account');

    await waitFor(() => expect(errorOf(field('Company email'))).toMatch(/^Kinwell is open to employees/));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/s3/validate-domain?domain=gmail.com',
      '/api/s3/check-invite?email=jo%40gmail.com',
    ]);
    expect(field('Password').value).toBe('Secret1!');
  });

  it('shows the password policy and a mismatch', async () => {
    mockApi({});
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    type('Company email', 'jo@acme.example');
    type('Personal email', 'nope');
    type('Password', 'weakpass');
    type('Confirm password', 'other');
    submit('Create account');
    await waitFor(() => expect(errorOf(field('Password'))).toBe('Password must contain at least one number'));
    expect(errorOf(field('Personal email'))).toBe('Invalid email format');
    expect(errorOf(field('Confirm password'))).toBe('The passwords do not match');
  });

  it('signs up an eligible address and goes to verification with its company', async () => {
    const calls = mockApi({
      'GET /api/s3/validate-domain': { body: { valid: true, accountId: 'acc-1', companyId: 'acme' } },
      'POST /api/auth/signup': { body: { message: 'ok', userSub: 'user-1', userConfirmed: false } },
    });
    const { router } = renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    type('Company email', 'Jo@Acme.example');
    type('Personal email', 'jo.home@example.org');
    type('Password', 'Secret1!');
    type('Confirm password', 'Secret1!');
    submit('Create account');

    await screen.findByText('Registration successful');
    expect(router.state.location.pathname).toBe('/auth/verification');
    expect(router.state.location.search).toEqual({ email: 'jo@acme.example', companyId: 'acme' });
    expect(calls[1]?.body).toEqual({ email: 'jo@acme.example', password: 'Secret1!', onboardingStep: 0 });
    expect(JSON.parse(localStorage.getItem('kinwell.personal-emails') ?? '{}')).toEqual({
      'jo@acme.example': 'jo.home@example.org',
    });
  });
});

describe('verification', () => {
  it('takes a 6-digit code, shows a wrong one on the field, then logs in and goes to onboarding', async () => {
    rememberCredentials('ana@acme.example', 'Secret1!');
    let attempts = 0;
    mockApi({
      'POST /api/auth/verifi': () =>
        attempts++ === 0
          ? {
              status: 400,
              body: { message: 'Invalid verification code provided, please try again.', code: 'auth.invalidCode' },
            }
          : { body: { message: 'ok' } },
      'POST /api/auth/login': { body: tokens() },
      'POST /api/token': { body: {} },
      'GET /api/auth/user': { body: userAnswer(newUser) },
    });
    const { router } = renderApp('/auth/verification?email=ana%40acme.example');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    const code = field('Verification code');
    expect(code.inputMode).toBe('numeric');
    expect(code.autocomplete).toBe('one-time-code');

    submit('Verify');
    await waitFor(() => expect(errorOf(code)).toBe('Please insert verification code sent to your email'));

    type('Verification code', '123 456');
    expect(code.value).toBe('123456');
    submit('Verify');
    await waitFor(() => expect(errorOf(code)).toBe('Invalid verification code provided, please try again.'));

    type('Verification code', '654321');
    submit('Verify');
    await screen.findByText('Verification successful');
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(authStore).toMatchObject({ isLoggedIn: true, firstSignedup: true, loginPassword: '' });
  });

  it('without the password in memory, sends the user to sign in with the email filled in', async () => {
    mockApi({ 'POST /api/auth/verifi': { body: { message: 'ok' } } });
    const { router } = renderApp('/auth/verification?email=ana%40acme.example');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    type('Verification code', '123456');
    submit('Verify');
    await screen.findByText('Verification successful');
    expect(router.state.location.pathname).toBe('/login');
    expect(field('Email').value).toBe('ana@acme.example');
  });

  it('waits before the code can be resent', async () => {
    mockApi({});
    renderApp('/auth/verification?email=ana%40acme.example');
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/You can ask for a new code in \d+ s\./)).toBeTruthy();
  });
});

describe('password reset', () => {
  it('checks the email, then asks for a code and goes to set the password', async () => {
    const calls = mockApi({
      'POST /api/auth/forgot-password': {
        body: { message: 'If an account exists for this email, a code is on its way.' },
      },
    });
    const { router } = renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    submit('Send the code');
    await waitFor(() => expect(errorOf(field('Email'))).toBe('Email is required'));
    type('Email', 'ana@');
    await waitFor(() => expect(errorOf(field('Email'))).toBe('Invalid email format'));
    type('Email', 'Ana@acme.example');
    submit('Send the code');

    await screen.findByText('If an account exists for this email, a code is on its way.');
    expect(router.state.location.pathname).toBe('/set-password');
    expect(calls[0]?.body).toEqual({ email: 'ana@acme.example' });
    expect(field('Email').value).toBe('ana@acme.example');
  });

  it("shows the spec's messages, then resets, logs in and marks the reset", async () => {
    let attempts = 0;
    const calls = mockApi({
      'POST /api/auth/confirm-password': () =>
        attempts++ === 0
          ? {
              status: 400,
              body: { message: 'Invalid verification code provided, please try again.', code: 'auth.invalidCode' },
            }
          : { body: { message: 'ok' } },
      'POST /api/auth/login': { body: tokens() },
      'POST /api/token': { body: {} },
      'GET /api/auth/user': { body: userAnswer({ ...newUser, 'custom:isOnboarded': 'true' }) },
    });
    const { router } = renderApp('/set-password?email=ana%40acme.example');
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    type('Code', '12');
    type('New password', 'short');
    submit('Set the new password');
    await waitFor(() => expect(errorOf(field('Code'))).toBe('Enter the 6-digit code sent to your mailbox'));
    expect(errorOf(field('New password'))).toBe('Password must be at least 8 characters');

    type('Code', '123456');
    type('New password', 'Newpass1!');
    type('Confirm new password', 'Newpass1!');
    submit('Set the new password');
    await waitFor(() => expect(errorOf(field('Code'))).toBe('Invalid verification code provided, please try again.'));
    expect(field('New password').value).toBe('Newpass1!');

    type('Code', '654321');
    submit('Set the new password');
    await screen.findByText('Your password has been successfully reset');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(authStore.hasJustResetPassword).toBe(true);
    expect(calls.find((call) => call.path === '/api/auth/confirm-password')?.body).toEqual({
      email: 'ana@acme.example',
      confirmationCode: '123456',
      newPassword: 'Newpass1!',
    });
  });
});

describe('toasts', () => {
  it('are cleared when the URL changes', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Incorrect username or password.', code: 'auth.wrongCredentials' },
      },
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    type('Email', 'ana@acme.example');
    type('Password', 'x');
    submit('Sign in');
    const region = screen.getByRole('region', { name: 'Notifications' });
    await within(region).findByText('Incorrect username or password.');
    await act(() => router.navigate({ to: '/signup' }));
    expect(within(region).queryByText('Incorrect username or password.')).toBeNull();
  });
});
