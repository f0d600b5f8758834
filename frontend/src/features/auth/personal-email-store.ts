import { proxy, subscribe } from 'valtio';

/**
 * Sign-up asks for a personal email (for communication) besides the company email (for signing in). The
 * identity server does not keep it: it waits here, by company email, until onboarding sends it to the CRM.
 */
const STORAGE_KEY = 'kinwell.personal-emails';

export const personalEmailStore = proxy<{ byCompanyEmail: Record<string, string> }>({
  byCompanyEmail: readStored(),
});

subscribe(personalEmailStore, () => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(personalEmailStore.byCompanyEmail));
  } catch {
    // Storage full or disabled: onboarding will ask again.
  }
});

export function rememberPersonalEmail(companyEmail: string, personalEmail: string): void {
  personalEmailStore.byCompanyEmail[companyEmail] = personalEmail;
}

export function personalEmailFor(companyEmail: string): string | undefined {
  return personalEmailStore.byCompanyEmail[companyEmail];
}

export function forgetPersonalEmail(companyEmail: string): void {
  delete personalEmailStore.byCompanyEmail[companyEmail];
}

function readStored(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
