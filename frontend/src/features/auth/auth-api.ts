import type {
  CheckInviteResponse,
  ConfirmPasswordBody,
  EmailBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  PersonalEmailBody,
  PersonalEmailConfirmBody,
  PersonalEmailStatusResponse,
  SignUpBody,
  SignUpResponse,
  StoreTokensBody,
  UpdateOnboardingBody,
  UpdateOnboardingResponse,
  UserResponse,
  ValidateDomainResponse,
  VerifyBody,
} from '@kinwell/contracts';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import type { ContractInput, ContractOutput } from '../../lib/contract-types';

/**
 * The account endpoints of spec section 7 (shapes from @kinwell/contracts, imported as types only so that
 * zod stays out of the first page's JavaScript), with their query and mutation options beside them.
 */
export type SignUpRequest = ContractInput<typeof SignUpBody>;
export type LoginRequest = ContractInput<typeof LoginBody>;
export type StoreTokensRequest = ContractInput<typeof StoreTokensBody>;
export type VerifyRequest = ContractInput<typeof VerifyBody>;
export type ConfirmPasswordRequest = ContractInput<typeof ConfirmPasswordBody>;
export type UpdateOnboardingRequest = ContractInput<typeof UpdateOnboardingBody>;
export type EmailRequest = ContractInput<typeof EmailBody>;
export type PersonalEmailStatus = ContractOutput<typeof PersonalEmailStatusResponse>;
export type AuthResult = ContractOutput<typeof LoginResponse>;
export type AuthTokens = AuthResult['AuthenticationResult'];
export type UserAnswer = ContractOutput<typeof UserResponse>;
type Message = ContractOutput<typeof MessageResponse>;

export const authApi = {
  signUp: (body: SignUpRequest) => apiClient.post<ContractOutput<typeof SignUpResponse>>('/api/auth/signup', body),
  login: (body: LoginRequest) => apiClient.post<AuthResult>('/api/auth/login', body),
  /** Hands the tokens to the server, which keeps them in HttpOnly cookies (`remember` false: browser-session ones). */
  storeTokens: (body: StoreTokensRequest) => apiClient.post<Message>('/api/token', body),
  /** A new access token from the refresh cookie; 401 when there is none. */
  refreshSession: () => apiClient.post<AuthResult>('/api/token/refresh'),
  user: (signal?: AbortSignal) => apiClient.get<UserAnswer>('/api/auth/user', signal ? { signal } : {}),
  resendCode: (body: EmailRequest) => apiClient.post<Message>('/api/auth/resend', body),
  verify: (body: VerifyRequest) => apiClient.post<Message>('/api/auth/verifi', body),
  updateOnboarding: (body: UpdateOnboardingRequest) =>
    apiClient.post<ContractOutput<typeof UpdateOnboardingResponse>>('/api/auth/update-onboarding', body),
  forgotPassword: (body: EmailRequest) => apiClient.post<Message>('/api/auth/forgot-password', body),
  confirmPassword: (body: ConfirmPasswordRequest) => apiClient.post<Message>('/api/auth/confirm-password', body),
  /** Revokes the refresh tokens and clears the session cookies. */
  logout: () => apiClient.post<Message>('/api/token/logout'),
  /** The caller's personal address and whether it is confirmed (product mail goes there once it is). */
  personalEmail: () => apiClient.get<PersonalEmailStatus>('/api/auth/personal-email'),
  /** Records the personal address and mails a 6-digit code to it. */
  requestPersonalEmail: (body: ContractInput<typeof PersonalEmailBody>) =>
    apiClient.post<PersonalEmailStatus>('/api/auth/personal-email', body),
  confirmPersonalEmail: (body: ContractInput<typeof PersonalEmailConfirmBody>) =>
    apiClient.post<PersonalEmailStatus>('/api/auth/personal-email/confirm', body),
};

/** Company checks made by sign-up (spec section 7, "Company and invites"). */
export const companyApi = {
  validateDomain: (domain: string) =>
    apiClient.get<ContractOutput<typeof ValidateDomainResponse>>(
      `/api/s3/validate-domain?${new URLSearchParams({ domain })}`,
    ),
  checkInvite: (email: string) =>
    apiClient.get<ContractOutput<typeof CheckInviteResponse>>(`/api/s3/check-invite?${new URLSearchParams({ email })}`),
};

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  personalEmail: () => [...authKeys.all, 'personal-email'] as const,
};

/** The personal address kept on the server, so the onboarding panel shows the same state after a reload. */
export const personalEmailQueryOptions = () =>
  queryOptions({ queryKey: authKeys.personalEmail(), queryFn: () => authApi.personalEmail() });

/** The signed-in user's attributes. Always fetched afresh when asked for (sign-in, restore). */
export const userQueryOptions = () =>
  queryOptions({ queryKey: authKeys.user(), queryFn: ({ signal }) => authApi.user(signal), staleTime: 0 });

export const authMutations = {
  signUp: () => mutationOptions({ mutationKey: [...authKeys.all, 'sign-up'], mutationFn: authApi.signUp }),
  resendCode: () => mutationOptions({ mutationKey: [...authKeys.all, 'resend'], mutationFn: authApi.resendCode }),
  verify: () => mutationOptions({ mutationKey: [...authKeys.all, 'verify'], mutationFn: authApi.verify }),
  forgotPassword: () =>
    mutationOptions({ mutationKey: [...authKeys.all, 'forgot-password'], mutationFn: authApi.forgotPassword }),
  confirmPassword: () =>
    mutationOptions({ mutationKey: [...authKeys.all, 'confirm-password'], mutationFn: authApi.confirmPassword }),
  updateOnboarding: () =>
    mutationOptions({ mutationKey: [...authKeys.all, 'update-onboarding'], mutationFn: authApi.updateOnboarding }),
};
