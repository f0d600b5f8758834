// The AWS Encryption SDK for JavaScript through its parts, not the @aws-crypto/client-node umbrella: that one also
// loads the hierarchical keyring's DynamoDB client at cold start, for nothing here.
import { buildDecrypt } from '@aws-crypto/decrypt-node';
import { KmsKeyringNode } from '@aws-crypto/kms-keyring-node';
import { CommitmentPolicy } from '@aws-crypto/material-management-node';
import { CodeMailEnv, type Env } from './env';

/**
 * Cognito's custom sender codes are AWS Encryption SDK messages encrypted with the pool's KMS key
 * (`customSenderKmsKey`): decrypted with a KMS keyring limited to that key. Cognito still writes them with the
 * SDK's legacy (non key-committing) suites, so the policy must allow decrypting those.
 */
export function codeDecrypterFromEnv(env: Env = process.env): (encryptedCode: string) => Promise<string> {
  const { CODE_KMS_KEY_ARN: keyArn } = CodeMailEnv.parse(env);
  const { decrypt } = buildDecrypt(CommitmentPolicy.REQUIRE_ENCRYPT_ALLOW_DECRYPT);
  const keyring = new KmsKeyringNode({ keyIds: [keyArn] });
  return async (encryptedCode) => {
    const { plaintext } = await decrypt(keyring, Buffer.from(encryptedCode, 'base64'));
    return plaintext.toString('utf8');
  };
}
