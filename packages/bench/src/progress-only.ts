// `pnpm --filter @kinwell/bench run bench:progress`: section 5b alone (about a minute), printing its figures, for
// work on the progress summary without the whole bench's builds.
import { progressSection } from './progress';
import { round } from './stats';

const section = await progressSection();
// The full bench runs this file with --json in a process of its own (runSectionProcess) and reads the section back.
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(section));
  process.exit(0);
}
for (const row of section.rows) {
  console.log(
    `${row.figure}: ${row.value === null ? 'n/a' : round(row.value)} ${row.unit}${row.note ? ` (${row.note})` : ''}`,
  );
}
