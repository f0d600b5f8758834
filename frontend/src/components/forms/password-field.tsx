import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon' | 'autoComplete'> {
  /** `current-password` to sign in, `new-password` to choose one: password managers fill or offer accordingly. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide button. Paste and password managers work as in any password field. */
export function PasswordField({ id, ...props }: PasswordFieldProps) {
  const { i18n } = useLingui();
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;

  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="field-addon"
          aria-controls={inputId}
          aria-label={visible ? i18n._(msg`Hide password`) : i18n._(msg`Show password`)}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? i18n._(msg`Hide`) : i18n._(msg`Show`)}
        </button>
      }
    />
  );
}
