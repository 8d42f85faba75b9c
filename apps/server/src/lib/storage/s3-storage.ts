import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ByteCounter, StorageWriteError, isValidStorageKey, type Storage } from './storage';

export type S3Options = {
  /** An S3-compatible endpoint (MinIO, Ceph, s3rver…); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const TMP_PREFIX = '.tmp/';
/** Staged uploads older than this are leftovers of a crash (no upload takes an hour). */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Media in an S3-compatible bucket (MEDIA_STORAGE=s3; decision 019), the same shape as the local
 * disk: a write streams to a hidden `.tmp/` object (a multipart upload, never buffered whole) and
 * is copied under its real key only once complete, so no half object ever has a real name; reads
 * stream a ranged GET. Every instance of an installation sees the same objects.
 */
export function createS3Storage(options: S3Options): Storage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Path-style URLs work with every S3-compatible server; virtual hosts need DNS per bucket.
    forcePathStyle: Boolean(options.endpoint),
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
  });
  const mustKey = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return key;
  };
  const removeObject = (key: string) =>
    client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));

  return {
    async init() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
      }
      // Other instances may be uploading right now: only old leftovers go.
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: TMP_PREFIX }),
      );
      for (const object of listed.Contents ?? []) {
        const age = Date.now() - (object.LastModified?.getTime() ?? 0);
        if (object.Key && age > LEFTOVER_AGE_MS) await removeObject(object.Key);
      }
    },

    async stage(source) {
      const tmpKey = `${TMP_PREFIX}${randomUUID()}.part`;
      const counter = new ByteCounter();
      let sourceFailed: unknown = null;
      source.once('error', (error) => {
        sourceFailed ??= error;
        counter.destroy(error);
      });
      source.pipe(counter);
      try {
        await new Upload({ client, params: { Bucket: bucket, Key: tmpKey, Body: counter } }).done();
      } catch (error) {
        await removeObject(tmpKey).catch(() => {});
        throw sourceFailed ?? new StorageWriteError(error);
      }
      if (sourceFailed) {
        await removeObject(tmpKey).catch(() => {});
        throw sourceFailed;
      }
      let committedKey: string | null = null;
      return {
        size: counter.bytes,
        async commit(key) {
          await client.send(
            new CopyObjectCommand({
              Bucket: bucket,
              Key: mustKey(key),
              CopySource: `${bucket}/${tmpKey}`,
            }),
          );
          committedKey = key;
          await removeObject(tmpKey).catch(() => {});
        },
        async discard() {
          await removeObject(committedKey ?? tmpKey).catch(() => {});
        },
      };
    },

    async remove(key) {
      if (isValidStorageKey(key)) await removeObject(key);
    },

    async stat(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: Number(head.ContentLength ?? 0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    read(key, range) {
      const out = new PassThrough();
      client
        .send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: mustKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        .then((answer) => {
          const body = answer.Body as Readable;
          body.once('error', (error) => out.destroy(error));
          body.pipe(out);
        })
        .catch((error: unknown) => out.destroy(error as Error));
      return out;
    },
  };
}
