// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IDLE_ATTACHMENT_UPLOAD, reduceAttachmentUpload } from './attachment-upload';

describe('attachment upload states (spec 1 §4)', () => {
  const started = reduceAttachmentUpload(IDLE_ATTACHMENT_UPLOAD, {
    type: 'started',
    fileName: 'a.pdf',
  });

  it('processing with byte progress, then done', () => {
    const half = reduceAttachmentUpload(started, {
      type: 'progress',
      loadedBytes: 50,
      totalBytes: 200,
    });
    expect(half).toEqual({ status: 'processing', progressPercent: 25, fileName: 'a.pdf' });
    expect(reduceAttachmentUpload(half, { type: 'state-changed', status: 'done' })).toEqual({
      status: 'done',
      progressPercent: 100,
      fileName: 'a.pdf',
    });
  });

  it('failed keeps the progress reached', () => {
    const half = reduceAttachmentUpload(started, {
      type: 'progress',
      loadedBytes: 1,
      totalBytes: 2,
    });
    expect(reduceAttachmentUpload(half, { type: 'state-changed', status: 'failed' })).toMatchObject(
      {
        status: 'failed',
        progressPercent: 50,
      },
    );
  });

  it('abort resets to idle and zero progress', () => {
    const half = reduceAttachmentUpload(started, {
      type: 'progress',
      loadedBytes: 1,
      totalBytes: 2,
    });
    expect(reduceAttachmentUpload(half, { type: 'aborted' })).toEqual({
      status: 'idle',
      progressPercent: 0,
      fileName: null,
    });
  });

  it('ignores progress when nothing is uploading', () => {
    expect(
      reduceAttachmentUpload(IDLE_ATTACHMENT_UPLOAD, {
        type: 'progress',
        loadedBytes: 1,
        totalBytes: 2,
      }),
    ).toBe(IDLE_ATTACHMENT_UPLOAD);
  });
});
