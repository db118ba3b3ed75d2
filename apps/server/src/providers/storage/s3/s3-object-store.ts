import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ObjectNotFoundError, type ObjectStore } from '../object-store';

export type S3StoreConfig = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Backblaze…); unset for AWS. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addressing, which most S3-compatible services need. */
  forcePathStyle: boolean;
};

/** Objects in an S3-compatible bucket; large bodies go up as streamed multipart uploads. */
export function createS3ObjectStore(config: S3StoreConfig): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });

  return {
    async put({ key, body, contentType }) {
      let sizeBytes = 0;
      // Count bytes as they pass, so a stream's size is known without holding it in memory.
      const counted = (Buffer.isBuffer(body) ? Readable.from([body]) : body).on('data', (chunk: Buffer) => {
        sizeBytes += chunk.length;
      });
      await new Upload({
        client,
        params: { Bucket: config.bucket, Key: key, Body: counted, ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
      }).done();
      return { sizeBytes };
    },
    async get(key, range) {
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket: config.bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!response.Body) throw new ObjectNotFoundError(`No stored object ${key}`);
        return response.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          throw new ObjectNotFoundError(`No stored object ${key}`);
        }
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        return head.ContentLength ?? 0;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NotFound' || name === 'NoSuchKey')
          throw new ObjectNotFoundError(`No stored object ${key}`);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
