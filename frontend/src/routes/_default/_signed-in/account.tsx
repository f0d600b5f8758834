import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../features/account/components/account-page';

/** The member's account: their data export and account deletion (privacy rights). */
export const Route = createFileRoute('/_default/_signed-in/account')({
  component: AccountPage,
});
