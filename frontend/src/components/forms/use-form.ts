import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

export type FieldValues = Record<string, string | boolean>;
export type FieldErrors<Values extends FieldValues> = Partial<Record<keyof Values, string>>;

interface UseFormOptions<Values extends FieldValues> {
  initialValues: Values;
  /** Every field's problem, as the text to show; fields without one are left out. */
  validate: (values: Values) => FieldErrors<Values>;
}

/**
 * A form's values and errors, with no library: errors show after the first submit, then follow the user's
 * typing. On a refused submit the first invalid field gets the focus. Errors from the server can be set on a
 * field; they go when that field changes. Values are never reset by a failed call.
 */
export function useForm<Values extends FieldValues>({ initialValues, validate }: UseFormOptions<Values>) {
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

  return { values, errors, setValue, setServerError, handleSubmit, formRef };
}
