import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { s3Storage, type ObjectStorage } from '../../server/storage';

/** A local S3-compatible server on a random port with its own temporary folder. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Environment for a server process: S3_* and the (any) keys s3rver accepts. */
  env: Record<string, string>;
  storage(prefix?: string): ObjectStorage;
  close(): Promise<void>;
}

export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startLocalS3(bucket = 'omnis-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'omnis-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    },
    storage: (prefix) =>
      s3Storage({ bucket, endpoint, region: 'us-east-1', prefix, credentials: S3RVER_KEYS }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
