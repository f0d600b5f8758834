import { Plural, Trans } from '@lingui/react/macro';
import type { SessionBalance } from '../booking-api';

/** The year's sponsored sessions as the member reads them before booking: "2 of 6 sessions left this year". */
export function SessionBalanceNote({ balance }: { balance: SessionBalance }) {
  const { remaining, allowance } = balance;
  if (remaining === 0) {
    return (
      <p className="booking-balance booking-balance-empty" role="status">
        <Trans>
          You have used all the sessions your employer sponsors this year. New sessions become available on 1 January.
        </Trans>
      </p>
    );
  }
  return (
    <p className="booking-balance">
      <Plural
        value={allowance}
        one={`${remaining} of # sponsored session left this year`}
        other={`${remaining} of # sponsored sessions left this year`}
      />
    </p>
  );
}
