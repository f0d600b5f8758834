// `npm run invoke -- <group> <route> …` ends here: the local runtime's data and adapters, one handler call, printed.
import { readConfig } from '../config';
import { type LocalData, openLocalData } from '../local-data';
import { runInvoke } from './invoke-cli';

const config = readConfig();
let data: LocalData | undefined;
try {
  process.exitCode = await runInvoke(
    process.argv.slice(2).filter((arg) => arg !== '--'),
    {
      handlers: async () => {
        data ??= await openLocalData(config, {
          publicUrl: () => config.publicUrl ?? `http://localhost:${config.port}`,
        }).catch((error: unknown) => {
          // The data directory is someone else's (a running `npm start`), or cannot be opened: say why, no stack.
          console.error(error instanceof Error ? error.message : String(error));
          process.exit(1);
        });
        return data.handlers;
      },
      io: { out: (line) => console.log(line), err: (line) => console.error(line) },
      // npm and pnpm run scripts in the package's folder: a --body path is relative to where the caller typed it.
      cwd: process.env.INIT_CWD ?? process.cwd(),
    },
  );
} finally {
  await data?.close();
}
