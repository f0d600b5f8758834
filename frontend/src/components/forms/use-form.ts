import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

export type FieldValues = Record<string, string | boolean>;
/** Each field's problem; a field without one is absent or undefined. */
export type FieldErrors<Values extends FieldValues> = Partial<Record<keyof Values, string | undefined>>;

interface UseFormOptions<Values extends FieldValues> {
  initialValues: Values;
  /** Every field's problem (a rule's message), or undefined. */
  validate: (values: Values) => FieldErrors<Values>;
  /** The words a problem shows with on its field (its translation); the message itself when absent. */
  errorText?: (message: string) => string;
}

/**
 * A form's values and errors, with no library: errors show after the first submit, then follow the user's
 * typing. On a refused submit the first invalid field gets the focus. Errors from the server can be set on a
 * field; they go when that field changes. Values are never reset by a failed call.
 */
export function useForm<Values extends FieldValues>({ initialValues, validate, errorText }: UseFormOptions<Values>) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Values>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const errors: FieldErrors<Values> = { ...(submitted ? validate(values) : {}), ...serverErrors };

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback(<Name extends keyof Values>(name: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _, ...rest } = current;
      return rest as FieldErrors<Values>;
    });
  }, []);

  /** Shows a server's answer on a field (a wrong code, a refused address) and moves the focus there. */
  const setServerError = useCallback((name: keyof Values, message: string) => {
    setServerErrors((current) => ({ ...current, [name]: message }));
    setFocusRequest((count) => count + 1);
  }, []);

  const handleSubmit = (onValid: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const problems = validate(values);
    if (Object.values(problems).some(Boolean)) {
      setFocusRequest((count) => count + 1);
      return;
    }
    onValid(values);
  };

  /**
   * What a text, email, password, select or text-area field needs to show and edit one value, with its error in
   * words: `<EmailField label={t`Email`} {...form.field('email')} />`. `parse` keeps what is typed in the value's
   * form (the digits of a code).
   */
  // Text fields only (`never` for a checkbox's boolean); the forms' value types carry an index signature, so the
  // check is on the named field's type.
  const field = <Name extends keyof Values & string>(
    name: Values[Name] extends string ? Name : never,
    parse?: (typed: string) => string,
  ) => {
    const problem = errors[name];
    return {
      name,
      value: values[name] as string,
      onValueChange: (typed: string) => setValue(name, (parse ? parse(typed) : typed) as Values[Name]),
      error: problem && (errorText ? errorText(problem) : problem),
    };
  };

  return { values, errors, setValue, setServerError, handleSubmit, formRef, field };
}
