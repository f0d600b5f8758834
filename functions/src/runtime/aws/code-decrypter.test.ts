import 'aws-sdk-client-mock-vitest/extend';
import { randomBytes } from 'node:crypto';
import { buildEncrypt } from '@aws-crypto/encrypt-node';
import { KmsKeyringNode } from '@aws-crypto/kms-keyring-node';
import { CommitmentPolicy } from '@aws-crypto/material-management-node';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { codeDecrypterFromEnv } from './code-decrypter';

const KEY_ARN = 'arn:aws:kms:eu-west-1:123456789012:key/11111111-2222-3333-4444-555555555555';

describe('codeDecrypterFromEnv (the AWS Encryption SDK on a mocked KMS)', () => {
  const kms = mockClient(KMSClient);
  afterEach(() => kms.reset());
  // The files of this package share a worker (isolate: false): the real client goes back for the next file.
  afterAll(() => kms.restore());

  it("opens an Encryption SDK message sealed with the pool's key, as Cognito sends the code", async () => {
    // KMS stand-in: one data key, "encrypted" as an opaque blob, handed back by Decrypt. Copies each time: the
    // SDK zeroes the key material it was given once done with it.
    const dataKey = randomBytes(32);
    const blob = new Uint8Array(randomBytes(64));
    kms.on(GenerateDataKeyCommand).callsFake(() => ({
      KeyId: KEY_ARN,
      Plaintext: new Uint8Array(dataKey),
      CiphertextBlob: blob,
    }));
    kms.on(DecryptCommand).callsFake(() => ({ KeyId: KEY_ARN, Plaintext: new Uint8Array(dataKey) }));
    const { encrypt } = buildEncrypt(CommitmentPolicy.REQUIRE_ENCRYPT_ALLOW_DECRYPT);
    const { result } = await encrypt(new KmsKeyringNode({ generatorKeyId: KEY_ARN }), '482913');
    const sealed = Buffer.from(result).toString('base64');

    const decryptCode = codeDecrypterFromEnv({ CODE_KMS_KEY_ARN: KEY_ARN, MAIL_FROM: 'no-reply@kinwell.example' });

    await expect(decryptCode(sealed)).resolves.toBe('482913');
    expect(kms).toHaveReceivedCommandTimes(DecryptCommand, 1);
    expect(kms).toHaveReceivedCommandWith(DecryptCommand, { KeyId: KEY_ARN });
  });

  it('refuses a message that is not an Encryption SDK message', async () => {
    const decryptCode = codeDecrypterFromEnv({ CODE_KMS_KEY_ARN: KEY_ARN, MAIL_FROM: 'no-reply@kinwell.example' });
    await expect(decryptCode(Buffer.from('not a message').toString('base64'))).rejects.toThrow();
    expect(kms).toHaveReceivedCommandTimes(DecryptCommand, 0);
  });
});
