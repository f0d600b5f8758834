import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { environmentConfig } from '../lib/config';
import { logicalId, plainStackSet, resourcesOf, type TestStackSet } from './support';

let set: TestStackSet;

beforeAll(() => {
  set = plainStackSet('dev');
});

describe('MonitoringStack and outputs', () => {
  it('alarms on every Lambda’s errors and on the API 5xx rate, to an encrypted topic', () => {
    const resources = Object.values(resourcesOf(set.templates.monitoring));
    const alarms = resources.filter((r) => r.Type === 'AWS::CloudWatch::Alarm').map((r) => r.Properties);
    // The API groups, the PreSignUp trigger, the migrations, the booking reminders, the chat socket and the coach's
    // streaming entry.
    const functionCount = Object.keys(set.stacks.api.functions).length + 5;
    const errorAlarms = alarms.filter((a) => a.MetricName === 'Errors');
    expect(errorAlarms).toHaveLength(functionCount);
    for (const alarm of errorAlarms) expect(alarm).toMatchObject({ Namespace: 'AWS/Lambda', Threshold: 1 });

    const rate = alarms.find((a) => Array.isArray(a.Metrics));
    expect(rate?.Threshold).toBe(environmentConfig('dev').alarms.api5xxRate);
    expect(JSON.stringify(rate?.Metrics)).toContain('errors / requests');
    expect(JSON.stringify(rate?.Metrics)).toContain('"MetricName":"5xx"');

    set.templates.monitoring.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] },
    });
    const topicRef = { Ref: logicalId(set.stacks.monitoring.topic) };
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([topicRef]);
  });

  it('publishes the site URL, API URL, user pool and client ids and the company bucket', () => {
    const outputs = (template: keyof TestStackSet['templates']) =>
      Object.keys(set.templates[template].toJSON().Outputs ?? {});
    expect(outputs('web')).toContain('SiteUrl');
    expect(outputs('api')).toContain('ApiUrl');
    expect(outputs('auth')).toEqual(expect.arrayContaining(['UserPoolId', 'UserPoolClientId']));
    expect(outputs('data')).toContain('CompanyBucketName');
  });
});
