import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

// The checkout root, whether running from src/ (tests, tsx) or from the bundle in dist/.
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const LocalEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    KINWELL_DATA_DIR: z.string().min(1).default(resolve(repoRoot, '.data')),
    KINWELL_STATIC_DIR: z.string().min(1).default(resolve(repoRoot, 'frontend/dist')),
    KINWELL_SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /** The self-care library published to the local store on start ('' publishes nothing). */
    KINWELL_SELF_CARE_DIR: z.string().default(resolve(repoRoot, 'content/self-care')),
    /** The address people reach the app at (links and images in mails); default http://localhost:PORT. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The AI coach's OpenAI-compatible endpoint (e.g. http://localhost:11434/v1); unset: the guided coach, no AI. */
    KINWELL_COACH_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The model the coach asks for at KINWELL_COACH_URL; required with it. */
    KINWELL_COACH_MODEL: z.string().min(1).optional(),
    /** The endpoint's key, if it needs one (sent as a bearer token). */
    KINWELL_COACH_API_KEY: z.string().min(1).optional(),
    /** The least level of the readable log lines printed: DEBUG also shows each request's metrics. */
    KINWELL_LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
  })
  .refine((env) => !env.KINWELL_COACH_URL || env.KINWELL_COACH_MODEL, {
    error: 'KINWELL_COACH_MODEL is required with KINWELL_COACH_URL',
    path: ['KINWELL_COACH_MODEL'],
  });

/** The names of every setting the local runtime reads (each is listed in the checkout's .env.example). */
export const LOCAL_SETTINGS = Object.keys(LocalEnv.shape);

export interface LocalServerConfig {
  port: number;
  host: string;
  dataDir: string;
  staticDir: string;
  seedDemo: boolean;
  /** Theme folders to publish on start (the checkout's content/self-care); unset: none. */
  selfCareLibraryDir?: string | undefined;
  /** The app's public origin for mails; unset: http://localhost:<port it listens on>. */
  publicUrl?: string | undefined;
  /** The AI coach's OpenAI-compatible model; unset: the guided coach. */
  coachModel?: { url: string; model: string; apiKey?: string | undefined } | undefined;
  /** The least level of the handlers' log lines printed (KINWELL_LOG_LEVEL). */
  logLevel?: string | undefined;
}

/** Reads the local runtime's settings once, at start; a bad value stops the process with the reason. */
export function readConfig(env: Record<string, string | undefined> = process.env): LocalServerConfig {
  const parsed = LocalEnv.parse(env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: resolve(parsed.KINWELL_DATA_DIR),
    staticDir: resolve(parsed.KINWELL_STATIC_DIR),
    seedDemo: parsed.KINWELL_SEED_DEMO === 'true',
    logLevel: parsed.KINWELL_LOG_LEVEL,
    ...(parsed.KINWELL_SELF_CARE_DIR ? { selfCareLibraryDir: resolve(parsed.KINWELL_SELF_CARE_DIR) } : {}),
    ...(parsed.PUBLIC_URL ? { publicUrl: new URL(parsed.PUBLIC_URL).origin } : {}),
    ...(parsed.KINWELL_COACH_URL && parsed.KINWELL_COACH_MODEL
      ? {
          coachModel: {
            url: parsed.KINWELL_COACH_URL,
            model: parsed.KINWELL_COACH_MODEL,
            apiKey: parsed.KINWELL_COACH_API_KEY,
          },
        }
      : {}),
  };
}
