import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { NETWORK_FAILURE_CODES } from './errors';
import { isStorageKey, StorageUnavailableError, type Storage } from './storage';

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

/**
 * Every request to the bucket is bounded: 2 s to connect, 4 s without a byte either way (a frozen S3
 * server accepts the connection and then says nothing; the SDK arms this timer 3 s into a request, so
 * a silent one fails after about 7 s), and one retry after a short backoff. A read therefore fails
 * within about 15 s at worst instead of hanging for as long as the outage lasts. A total request time
 * is not bounded: a large upload may take long while bytes keep moving.
 */
export const S3_CONNECT_TIMEOUT_MS = 2_000;
export const S3_IDLE_TIMEOUT_MS = 4_000;
const S3_ATTEMPTS = 2;
const PROBE_KEY = 'health/probe';
const PROBE_CACHE_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;

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
    maxAttempts: S3_ATTEMPTS,
    requestHandler: {
      connectionTimeout: S3_CONNECT_TIMEOUT_MS,
      socketTimeout: S3_IDLE_TIMEOUT_MS,
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

/**
 * Whether an S3 error means the bucket cannot be reached (refused, reset, timed out, DNS, or a 5xx
 * the SDK's retry did not get past), as opposed to an answer about the request itself.
 */
function isUnreachable(error: unknown): boolean {
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  if ((e?.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  if (e?.name === 'TimeoutError' || e?.name === 'RequestTimeout') return true;
  // A name the resolver could not answer for now (EAI_AGAIN) is the bucket's host being away too.
  return NETWORK_FAILURE_CODES.has(e?.code ?? '') || e?.code === 'EAI_AGAIN';
}

/** Runs one storage call; an unreachable bucket becomes StorageUnavailableError. */
async function bounded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isUnreachable(error) ? new StorageUnavailableError(error) : error;
  }
}

function checked(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/**
 * Storage in an S3-compatible bucket, under the same keys as on disk. Requests are object requests
 * (PUT, GET, HEAD, DELETE of one key, and multipart uploads) and, for the hourly orphan sweep only, the
 * listing of one prefix (ListObjectsV2, which every S3-compatible server implements alike); never
 * batch deletes or bucket settings. The credentials need rights on the bucket's objects and
 * s3:ListBucket (which AWS also needs to report a missing object as 404 rather than 403).
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

  /** The last probe's answer and when it was made: readiness asks often, the bucket is asked every 5 s. */
  let probe: { at: number; reachable: Promise<boolean> } | undefined;

  return {
    put: (key, body) => bounded(() => upload(key, body)),

    async putFile(key, file) {
      await bounded(() => upload(key, createReadStream(file)));
      await rm(file, { force: true });
    },

    getStream: (key) =>
      bounded(async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
          if (!(object.Body instanceof Readable)) throw new Error('S3 GetObject gave no stream');
          return { stream: object.Body, bytes: object.ContentLength ?? 0 };
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      }),

    exists: (key) =>
      bounded(async () => {
        try {
          await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
          return true;
        } catch (error) {
          if (isNotFound(error)) return false;
          throw error;
        }
      }),

    delete: (keys) =>
      bounded(async () => {
        for (const key of keys) checked(key);
        // Deleting a missing key succeeds in S3, as rm({ force: true }) does on disk.
        for (let start = 0; start < keys.length; start += DELETES_AT_ONCE) {
          await Promise.all(
            keys
              .slice(start, start + DELETES_AT_ONCE)
              .map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
          );
        }
      }),

    async *list(prefix) {
      // One page of up to 1,000 keys at a time (the orphan sweep's; needs s3:ListBucket).
      let token: string | undefined;
      do {
        const page = await bounded(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token })),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    isReachable() {
      if (!probe || Date.now() - probe.at > PROBE_CACHE_MS) {
        // HEAD of a key that is never stored: any answer from the bucket (404, even 403) means it is
        // there; only a failure to get an answer means it is not. Object-level, like every request here.
        const reachable = client
          .send(new HeadObjectCommand({ Bucket, Key: PROBE_KEY }), {
            abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
          })
          .then(
            () => true,
            (error: unknown) => !isUnreachable(error) && (error as Error)?.name !== 'AbortError',
          );
        probe = { at: Date.now(), reachable };
      }
      return probe.reachable;
    },
  };
}
