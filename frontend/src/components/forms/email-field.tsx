import { TextField, type TextFieldProps } from './text-field';

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'>;

/**
 * An email input as phones and password managers want it: email keyboard, no capitalization or spell check.
 * Say which address it is with `autoComplete` ('username' for the sign-in address, 'email', or 'off').
 */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" autoCapitalize="none" spellCheck={false} />;
}
