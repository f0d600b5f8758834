/**
 * The words users see on the account screens and in the API's answers. Spec §5 and §8 quote most of them;
 * they are kept word for word. The rest follow Cognito's own messages, which the product showed as is.
 */
export const authMessages = {
  // spec §5
  emailOrPasswordMissing: 'Please provide the email or password',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email format',
  codeMissing: 'Please insert verification code sent to your email',
  sixDigitCodeRequired: 'Enter the 6-digit code sent to your mailbox',
  invalidCode: 'Invalid verification code provided, please try again.',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsDigit: 'Password must contain at least one number',
  passwordNeedsSpecial: 'Password must contain at least one special character',
  passwordNeedsUpper: 'Password must contain at least one uppercase letter',
  passwordNeedsLower: 'Password must contain at least one lowercase letter',
  // spec §4, §8
  userNotConfirmed: 'User not yet confirmed',
  codeResent: 'Confirmation code sent again to your email',
  codeResendFailed: 'Failed to resend confirmation code. Please try later.',
  registered: 'Registration successful',
  verified: 'Verification successful',
  passwordReset: 'Your password has been successfully reset',
  passwordResetFailed: 'Failed to confirm new password',
  emailNotFound: 'Email not found',
  onboardingUpdateFailed: 'Error when updating onboarding status',
  // Cognito's wording for the cases the spec does not quote
  wrongCredentials: 'Incorrect username or password.',
  expiredCode: 'Invalid code provided, please request a code again.',
  accountExists: 'An account with the given email already exists.',
  resetCodeSent: 'If an account exists for this email, a code is on its way.',
  alreadyConfirmed: 'This account is already verified. Please log in.',
  // ours
  notEligible:
    'Kinwell is open to employees of our client companies and the people they invite. Sign up with your company email, or ask your family member to invite you.',
  sessionExpired: 'Your session has expired. Please log in again.',
  signInRequired: 'Please log in to continue.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notYourAccount: 'You can only update your own account.',
  loggedOut: 'You have been logged out.',
  tokensStored: 'Session saved',
  personalEmailIsCompanyEmail: 'Please enter a personal email, not your company email.',
  personalEmailNoCode: 'There is no code to confirm. Please ask for a new code.',
} as const;
