import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertObjectKey, type ObjectStorage } from './objectStorage';

export interface S3StorageOptions {
  bucket: string;
  /** S3_ENDPOINT: another S3-compatible service (MinIO, R2, a test server); AWS when unset. */
  endpoint?: string;
  region?: string;
  /** Folder inside the bucket (S3_PREFIX), so deployments can share a bucket. */
  prefix?: string;
  /** Explicit keys (tests); otherwise the SDK's usual chain (env, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Objects in an S3 bucket through the official SDK. With a custom endpoint, path-style
 * addressing is used (`endpoint/bucket/key`), which every S3-compatible server accepts.
 */
export function s3Storage(options: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const keyOf = (key: string) => `${prefix}${assertObjectKey(key)}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }),
        );
        if (!answer.Body) return null;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
    close: () => client.destroy(),
  };
}
