// A signed-up, verified, logged-in user on a running local runtime, made the way a person would: sign up,
// read the code in the local mailbox, verify, log in.

export const PASSWORD = 'Kinwell1!';

export interface BenchUser {
  email: string;
  password: string;
  accessToken: string;
}

async function call(
  baseUrl: string,
  path: string,
  init: { method?: string; json?: unknown; accessToken?: string } = {},
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.accessToken ? { authorization: `Bearer ${init.accessToken}` } : {}),
    },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body as Record<string, unknown>;
}

/** Signs `email` up and verifies it with the code from the local mailbox: an account that can log in. */
export async function signUpAndVerify(baseUrl: string, email: string): Promise<{ email: string; password: string }> {
  await call(baseUrl, '/api/auth/signup', { json: { email, password: PASSWORD, onboardingStep: 0 } });
  const mail = (await call(baseUrl, `/api/dev/mail?to=${encodeURIComponent(email)}`)) as {
    messages?: { text?: string }[];
  };
  const code = /\b(\d{6})\b/.exec(mail.messages?.[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  await call(baseUrl, '/api/auth/verifi', { json: { email, code } });
  return { email, password: PASSWORD };
}

export async function signUpVerifyAndLogIn(baseUrl: string, email: string): Promise<BenchUser> {
  await signUpAndVerify(baseUrl, email);
  const login = (await call(baseUrl, '/api/auth/login', { json: { email, password: PASSWORD } })) as {
    AuthenticationResult: { AccessToken: string };
  };
  return { email, password: PASSWORD, accessToken: login.AuthenticationResult.AccessToken };
}

/**
 * A member who finished onboarding with the goal "anxiety", the way the onboarding screens leave one: the step
 * counter at 3 and a CRM lead holding the goals. The signed-in product pages (dashboard, self-care, My Progress)
 * open only for such a member.
 */
export async function onboardedMember(baseUrl: string, email: string): Promise<BenchUser> {
  const user = await signUpVerifyAndLogIn(baseUrl, email);
  const { accessToken } = user;
  await call(baseUrl, '/api/auth/update-onboarding', { json: { email, step: 3 }, accessToken });
  const me = (await call(baseUrl, '/api/auth/user', { accessToken })) as {
    UserAttributes: { Name: string; Value: string }[];
  };
  const sub = me.UserAttributes.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`no sub in the attributes of ${email}`);
  const leadData = { Email: email, User_ID: sub, Last_Name: 'Bench', Company: 'Acme Health', Goals: ['anxiety'] };
  await call(baseUrl, '/api/zoho/lead/create', { json: { leadData }, accessToken });
  return user;
}
