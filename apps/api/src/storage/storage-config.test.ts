import { describe, expect, it } from 'vitest';
import { loadS3Settings } from './storage-config.js';

describe('S3 settings from the environment', () => {
  it('chooses the disk without S3_BUCKET and fills the defaults with it', () => {
    expect(loadS3Settings({ S3_ACCESS_KEY_ID: 'ignored' })).toBeUndefined();
    expect(loadS3Settings({ S3_BUCKET: 'files' })).toEqual({
      bucket: 'files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      presignedUrlSeconds: null,
    });
    expect(
      loadS3Settings({
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PRESIGNED_DOWNLOAD_SECONDS: '60',
      }),
    ).toMatchObject({ forcePathStyle: true, accessKeyId: 'id', presignedUrlSeconds: 60 });
  });

  it.each([
    [{ S3_ACCESS_KEY_ID: 'id' }, /set together/],
    [{ S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ S3_PRESIGNED_DOWNLOAD_SECONDS: '0' }, /S3_PRESIGNED_DOWNLOAD_SECONDS must be/],
    [{ S3_PRESIGNED_DOWNLOAD_SECONDS: '604801' }, /S3_PRESIGNED_DOWNLOAD_SECONDS must be/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadS3Settings({ S3_BUCKET: 'files', ...env })).toThrow(message);
  });
});
