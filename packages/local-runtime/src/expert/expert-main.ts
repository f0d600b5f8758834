// `npm run expert -- add FILE.json | list | retire ID` ends here: a deployed environment when KINWELL_DB_CLUSTER_ARN
// names its database, else the local runtime's data, opened as the server opens it (so not beside `npm start`).
import { EXPERT_USAGE, type ExpertCliDeps, runExpertCli } from '@kinwell/company-cli';
import { readConfig } from '../config';
import { type LocalData, openLocalData } from '../local-data';
import { localExpertCliDeps } from './local-expert-cli-deps';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
// npm and pnpm run scripts in the package's folder: a FILE path is relative to where the caller typed it.
const cwd = process.env.INIT_CWD ?? process.cwd();
const resolved = args.map((arg, index) =>
  index === 1 && args[0] === 'add' ? new URL(arg, `file://${cwd}/`).pathname : arg,
);

let data: LocalData | undefined;
try {
  let deps: ExpertCliDeps;
  if (!args[0] || args.includes('--help') || args.includes('-h')) {
    io.out(EXPERT_USAGE);
    process.exit(0);
  }
  if (process.env.KINWELL_DB_CLUSTER_ARN) {
    const { deployedExpertCliDeps } = await import('@kinwell/company-cli/expert-deployed');
    deps = deployedExpertCliDeps();
  } else {
    const config = readConfig();
    const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    data = await openLocalData(config, { publicUrl: () => publicUrl }).catch((error: unknown) => {
      // The data directory is someone else's (a running `npm start`): say why, no stack.
      io.err(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
    deps = localExpertCliDeps(data.deps, publicUrl);
  }
  process.exitCode = await runExpertCli(resolved, deps, io);
} finally {
  await data?.close();
}
