// Test input shared by the tests that run a handler with Powertools' Lambda context (request id, function name).
import type { Context } from 'aws-lambda';

/** The Lambda context of one invocation of `functionName`, with 10 s left and the request id `lambda-request-1`. */
export function lambdaContext(functionName: string, region = 'eu-west-1'): Context {
  return {
    functionName,
    awsRequestId: 'lambda-request-1',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    getRemainingTimeInMillis: () => 10_000,
  } as unknown as Context;
}
