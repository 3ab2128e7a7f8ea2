import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { isStorageKey, type Storage } from './storage';

/** Where an S3-compatible bucket is and how to sign for it (config.ts reads them from S3_*). */
export type S3Settings = {
  bucket: string;
  /** Any S3-compatible server (MinIO, Ceph, R2, Garage…); unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name; most self-hosted servers. */
  forcePathStyle: boolean;
};

/**
 * Parts of a multipart upload: an original (up to 40 MB) goes up in 8 MB parts, at most two at a
 * time, so one upload holds about 16 MB of memory whatever the file's size; smaller files are one PUT.
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;
/** Requests in flight for one delete() call (a contest's deletion removes three objects per photo). */
const DELETES_AT_ONCE = 16;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where the S3 API demands them: several S3-compatible servers reject the
    // SDK's newer default (a CRC trailer on every upload) or send no checksum to validate.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5_000,
      // An image being served holds its socket until the browser has it: the SDK's default of 50
      // would queue a judge grid's thumbnails behind a few slow downloads.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function checked(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/**
 * Storage in an S3-compatible bucket, under the same keys as on disk. Only object requests are made
 * (PUT, GET, HEAD, DELETE of one key, and multipart uploads), never bucket-level ones (listing, batch
 * delete): those are the requests every S3-compatible server implements alike, and the credentials
 * need rights on the bucket's objects only (plus s3:ListBucket on AWS, where a missing object is
 * otherwise reported as 403 instead of 404).
 *
 * An object appears only when its upload completes (S3 PUTs and multipart completions are atomic),
 * so readers never see a half-written file, as on disk.
 */
export function createS3Storage(settings: S3Settings, client = createS3Client(settings)): Storage {
  const Bucket = settings.bucket;

  async function upload(key: string, body: Buffer | Readable): Promise<void> {
    const upload = new Upload({
      client,
      params: { Bucket, Key: checked(key), Body: body },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      // A failed multipart upload is aborted, so its parts are not kept (and billed) in the bucket.
      leavePartsOnError: false,
    });
    await upload.done();
  }

  return {
    put: upload,

    async putFile(key, file) {
      await upload(key, createReadStream(file));
      await rm(file, { force: true });
    },

    async getStream(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 GetObject gave no stream');
        return { stream: object.Body, bytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(keys) {
      for (const key of keys) checked(key);
      // Deleting a missing key succeeds in S3, as rm({ force: true }) does on disk.
      for (let start = 0; start < keys.length; start += DELETES_AT_ONCE) {
        await Promise.all(
          keys
            .slice(start, start + DELETES_AT_ONCE)
            .map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
        );
      }
    },
  };
}
