import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../lib/s3-storage';

export type TestS3Server = {
  settings: S3Settings;
  /** The same settings as the S3_* variables a server process reads. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3 API server (s3rver: HTTP, SigV4 signatures checked, multipart uploads) on a free
 * loopback port, with one empty bucket, its objects in a temporary folder.
 */
export async function startS3Server(
  bucket = 'jurado-test',
  options: {
    /**
     * s3rver computes a different SigV4 signature than the AWS SDK for bucket-level requests (a
     * listing): a test of the listing turns its check off. Object requests are always checked.
     */
    allowMismatchedSignatures?: boolean;
  } = {},
): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'jurado-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    allowMismatchedSignatures: options.allowMismatchedSignatures ?? false,
  });
  const { port } = await server.run();
  return {
    ...s3SettingsFor(port, bucket),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The settings, and the S3_* variables a server process reads, for s3rver on this loopback port. */
export function s3SettingsFor(port: number, bucket: string): Pick<TestS3Server, 'settings' | 'env'> {
  // s3rver's fixed development credentials: it refuses requests signed with any other key.
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
