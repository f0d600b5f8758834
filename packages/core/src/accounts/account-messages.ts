/** The words of the account page's answers (privacy rights): export and deletion. */
export const accountMessages = {
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  passwordRequired: 'Please enter your password to confirm.',
  deleted: 'Your account and your data have been deleted.',
} as const;
