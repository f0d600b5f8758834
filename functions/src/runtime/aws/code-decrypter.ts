import { buildClient, CommitmentPolicy, KmsKeyringNode } from '@aws-crypto/client-node';
import { CodeMailEnv, type Env } from './env';

/**
 * Cognito's custom sender codes are AWS Encryption SDK messages encrypted with the pool's KMS key
 * (`customSenderKmsKey`): decrypted with a KMS keyring limited to that key. Cognito still writes them with the
 * SDK's legacy (non key-committing) suites, so the policy must allow decrypting those.
 */
export function codeDecrypterFromEnv(env: Env = process.env): (encryptedCode: string) => Promise<string> {
  const { CODE_KMS_KEY_ARN: keyArn } = CodeMailEnv.parse(env);
  const { decrypt } = buildClient(CommitmentPolicy.REQUIRE_ENCRYPT_ALLOW_DECRYPT);
  const keyring = new KmsKeyringNode({ keyIds: [keyArn] });
  return async (encryptedCode) => {
    const { plaintext } = await decrypt(keyring, Buffer.from(encryptedCode, 'base64'));
    return plaintext.toString('utf8');
  };
}
