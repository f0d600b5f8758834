import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Clock } from '@kinwell/core';
import type { LocalServerConfig } from '../../src/config';
import { type LocalServer, startLocalServer } from '../../src/server';
import { copyTemplate } from './data-dir';

export interface TestServer extends LocalServer {
  dataDir: string;
  /** fetch relative to the server; JSON bodies are encoded with their content type. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  stop(): Promise<void>;
}

export const staticDir = resolve(import.meta.dirname, '../../../../frontend/dist');

/**
 * The real local runtime on a free port, over a copy of the migrated template data directory, or over `dataDir` when
 * given: one a test prepared first as a copy of the template (a CLI ran on it, which must not run beside the server).
 */
export async function startTestServer(
  options: {
    clock?: Clock;
    seedDemo?: boolean;
    handlerTimeoutMs?: number;
    selfCareLibraryDir?: string;
    /** The AI coach's OpenAI-compatible model (a fake server the test starts); unset: the guided coach. */
    coachModel?: LocalServerConfig['coachModel'];
    dataDir?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await copyTemplate());
  const server = await startLocalServer(
    {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      staticDir,
      seedDemo: options.seedDemo ?? true,
      selfCareLibraryDir: options.selfCareLibraryDir,
      coachModel: options.coachModel,
    },
    {
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.handlerTimeoutMs ? { handlerTimeoutMs: options.handlerTimeoutMs } : {}),
    },
  );
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${server.url}${path}`, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };
  return {
    ...server,
    dataDir,
    request,
    stop: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
