// The coach group's AWS composition root: the conversation and limits in SQL (RDS Data), the published library in
// the content bucket (S3), the model on Bedrock (ConverseStream, with the environment's guardrail) when configured,
// and risk flags on the on-call SNS topic. It verifies tokens offline and loads no Cognito client.

import { randomUUID } from 'node:crypto';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { S3Client } from '@aws-sdk/client-s3';
import { SNSClient } from '@aws-sdk/client-sns';
import { BedrockCoachModel } from '@kinwell/adapters-aws/bedrock-coach-model';
import { S3ObjectStore } from '@kinwell/adapters-aws/s3-object-store';
import { SnsOnCallNotifier } from '@kinwell/adapters-aws/sns-on-call-notifier';
import { coachLibrary, coachProgressFacts, readProgress, SelfCareLibrary, systemClock } from '@kinwell/core';
import { SqlCoachStore, SqlProgressStore } from '@kinwell/database';
import type { CoachDeps } from '../../coach/app';
import { tokenVerifierFromEnv } from './access-tokens';
import { databaseFromEnv, rateLimiterFromEnv } from './database';
import { CoachEnv, ContentEnv, type Env } from './env';
import { lazyClient } from './lazy-client';
import { lambdaTelemetry } from './telemetry';

/** As the content group: a warm function reads the catalog at most this often (a publish shows within it). */
const CATALOG_TTL_MS = 30_000;

export function coachDeps(env: Env = process.env): CoachDeps {
  const config = CoachEnv.parse(env);
  const { CONTENT_BUCKET } = ContentEnv.parse(env);
  const tokens = tokenVerifierFromEnv(env);
  const database = databaseFromEnv(env);
  const selfCare = new SelfCareLibrary(
    new S3ObjectStore({ client: lazyClient(() => new S3Client({})), bucket: CONTENT_BUCKET }),
    {
      catalogTtlMs: CATALOG_TTL_MS,
    },
  );
  const progress = new SqlProgressStore(database);
  const guardrail =
    config.COACH_GUARDRAIL_ID && config.COACH_GUARDRAIL_VERSION
      ? { id: config.COACH_GUARDRAIL_ID, version: config.COACH_GUARDRAIL_VERSION }
      : undefined;
  return {
    model: config.COACH_MODEL_ID
      ? new BedrockCoachModel({
          client: lazyClient(() => new BedrockRuntimeClient({})),
          modelId: config.COACH_MODEL_ID,
          guardrail,
        })
      : undefined,
    store: new SqlCoachStore(database),
    limiter: rateLimiterFromEnv(env, database),
    onCall: new SnsOnCallNotifier(
      lazyClient(() => new SNSClient({})),
      config.ON_CALL_TOPIC_ARN,
    ),
    library: coachLibrary(selfCare),
    progress: async (memberId, locale) =>
      coachProgressFacts(
        await readProgress(progress, memberId, { period: 'month', timeZone: 'UTC' }, systemClock.now()),
        await selfCare.publishedThemes(),
        locale,
      ),
    now: () => systemClock.now(),
    newId: () => randomUUID(),
    reportError: (error, context) => lambdaTelemetry.logger.error('Coach failure', { context, error }),
    verifyCaller: (token) => tokens.verifyAccessToken(token),
  };
}
