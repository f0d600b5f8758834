/** The self-care content's error answers (error catalog area `selfCare`). */
export const selfCareMessages = {
  themeNotFound: 'We could not find this self-care theme. It may have been renamed or retired.',
} as const;
