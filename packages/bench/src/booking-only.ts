// `pnpm --filter @kinwell/bench run bench:booking`: section 5c alone (well under a minute), printing its figures, for
// work on the booking store and slot rules without the whole bench's builds.
import { bookingSection } from './booking';
import { round } from './stats';

const section = await bookingSection();
for (const row of section.rows) {
  console.log(
    `${row.figure}: ${row.value === null ? 'n/a' : round(row.value)} ${row.unit}${row.note ? ` (${row.note})` : ''}`,
  );
}
