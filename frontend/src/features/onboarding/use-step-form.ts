import { useEffect, useRef, useState } from 'react';

/**
 * A wizard step's checks: errors show after the first attempt, then follow the user's changes; a refused
 * attempt moves the focus to the first invalid field. Values live in the onboarding store, not here.
 */
export function useStepForm<Errors extends Record<string, string | undefined>>(validate: () => Errors) {
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = attempted ? validate() : ({} as Partial<Errors>);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** True when the step may go on; otherwise shows the errors and focuses the first. */
  const check = (): boolean => {
    setAttempted(true);
    const ok = !Object.values(validate()).some(Boolean);
    if (!ok) setFocusRequest((count) => count + 1);
    return ok;
  };

  return { errors, check, formRef, attempted };
}
