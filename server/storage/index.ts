import { localDiskStorage, type ObjectStorage } from './objectStorage';
import { s3Storage } from './s3Storage';

export {
  assertObjectKey,
  contentTypeOf,
  localDiskStorage,
  type ObjectStorage,
  type StoredObject,
} from './objectStorage';
export { s3Storage, type S3StorageOptions } from './s3Storage';
export { registerStorageServing } from './serve';

/**
 * The storage the environment asks for: S3 when S3_BUCKET is set (S3_ENDPOINT,
 * S3_REGION, S3_PREFIX; credentials from the SDK's usual chain: AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role), else the local folder given.
 */
export function storageFromEnv(env: NodeJS.ProcessEnv, localRoot: string): ObjectStorage {
  if (!env.S3_BUCKET) return localDiskStorage(localRoot);
  return s3Storage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || env.AWS_REGION || undefined,
    prefix: env.S3_PREFIX || undefined,
  });
}
